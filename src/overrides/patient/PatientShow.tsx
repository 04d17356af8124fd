import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { PrintButton } from '../../components/PrintButton';
import { personFromPatient } from '../../pages/email/personRecord';
import { SendEmailButton } from '../../pages/email/SendEmailButton';
import type { PatientRecord } from '../../providers/domainTypes';
import { NewDocumentButton } from '../../pages/documents/NewDocumentButton';
import { PatientNewVisitButton } from './PatientNewVisitButton';
import { PatientShowDetails } from './PatientShowDetails';
import { PatientShowEmails } from './PatientShowEmails';
import { PatientShowVisits } from './PatientShowVisits';

const PatientShowActions = () => {
    const { access } = useFormConfig();
    const record = useRecordContext<PatientRecord>();
    return (
        <TopToolbar>
            <ListButton />
            <PrintButton />
            <PatientNewVisitButton patient={record} />
            <SendEmailButton person={record && personFromPatient(record)} />
            <NewDocumentButton patientId={record ? String(record.id) : undefined} />
            {access?.edit !== false && record && (
                <Button component={LinkBase} label="ra.action.edit" to={`/patient/${record.id}/edit`}>
                    <EditIcon />
                </Button>
            )}
        </TopToolbar>
    );
};

/** /patient/{id}: the patient's page, with their visits and the e-mails sent to them. */
export const PatientShow = () => (
    <Show actions={<PatientShowActions />} component="div">
        <PatientShowDetails />
        <PatientShowVisits />
        <PatientShowEmails />
    </Show>
);
