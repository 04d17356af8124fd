import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { Button, LinkBase, useCanAccess } from 'react-admin';
import { newDocumentPath } from './documentPaths';

/** "New document from template" for a patient or a visit (on their pages). */
export const NewDocumentButton = ({ patientId, visitId }: { patientId?: string; visitId?: string }) => {
    const { canAccess } = useCanAccess({ resource: 'document', action: 'create' });
    if (!canAccess || (!patientId && !visitId)) return null;
    return (
        <Button component={LinkBase} to={newDocumentPath({ patientId, visitId })} label="app.documents.from_template">
            <NoteAddOutlined />
        </Button>
    );
};
