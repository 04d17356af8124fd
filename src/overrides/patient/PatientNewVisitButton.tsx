import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, useCanAccess } from 'react-admin';
import type { PatientRecord } from '../../providers/domainTypes';
import { newVisitLink } from './newVisitLink';

/** "New visit" for a patient: the bill with the patient chosen, offered to those who may create visits. */
export const PatientNewVisitButton = ({
    patient,
    variant,
}: {
    patient?: PatientRecord;
    variant?: 'text' | 'contained' | 'outlined';
}) => {
    const { canAccess } = useCanAccess({ resource: 'visit', action: 'create' });
    if (!canAccess || !patient) return null;
    return (
        <Button component={LinkBase} label="app.visit.new" to={newVisitLink(patient)} variant={variant}>
            <AddIcon />
        </Button>
    );
};
