import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { PrintButton } from '../../components/PrintButton';
import type { PatientRecord } from '../../providers/domainTypes';
import { PatientNewVisitButton } from './PatientNewVisitButton';
import { PatientShowDetails } from './PatientShowDetails';
import { PatientShowVisits } from './PatientShowVisits';

const PatientShowActions = () => {
    const { access } = useFormConfig();
    const record = useRecordContext<PatientRecord>();
    return (
        <TopToolbar>
            <ListButton />
            <PrintButton />
            <PatientNewVisitButton patient={record} />
            {access?.edit !== false && record && (
                <Button component={LinkBase} label="ra.action.edit" to={`/patient/${record.id}/edit`}>
                    <EditIcon />
                </Button>
            )}
        </TopToolbar>
    );
};

/** /patient/{id}: the patient's page, with their visits. */
export const PatientShow = () => (
    <Show actions={<PatientShowActions />} component="div">
        <PatientShowDetails />
        <PatientShowVisits />
    </Show>
);
