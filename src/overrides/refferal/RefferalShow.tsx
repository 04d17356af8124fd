import { EditButton, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { personFromReferrer } from '../../pages/email/personRecord';
import { SendEmailButton } from '../../pages/email/SendEmailButton';
import { RefferalShowDetails } from './RefferalShowDetails';
import { RefferalShowReferred } from './RefferalShowReferred';

const RefferalShowActions = () => {
    const { access } = useFormConfig();
    const record = useRecordContext<{ id: string; name: string; phone?: string | null; email?: string | null }>();
    return (
        <TopToolbar>
            <ListButton />
            <SendEmailButton person={record && personFromReferrer(record)} />
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
