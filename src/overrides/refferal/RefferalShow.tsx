import { EditButton, ListButton, Show, TopToolbar } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { RefferalShowDetails } from './RefferalShowDetails';
import { RefferalShowReferred } from './RefferalShowReferred';

const RefferalShowActions = () => {
    const { access } = useFormConfig();
    return (
        <TopToolbar>
            <ListButton />
            {access?.edit !== false && <EditButton />}
        </TopToolbar>
    );
};

/** /refferal-management/{id}/show: the partner, its patients and its visits. */
export const RefferalShow = () => (
    <Show actions={<RefferalShowActions />} component="div">
        <RefferalShowDetails />
        <RefferalShowReferred />
    </Show>
);
