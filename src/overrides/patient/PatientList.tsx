import { useMemo } from 'react';
import {
    BulkExportButton,
    CreateButton,
    Datagrid,
    DateField,
    ExportButton,
    FilterButton,
    FunctionField,
    List,
    ReferenceField,
    TextField,
    TopToolbar,
    useTranslate,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { EmptyState } from '../../components/EmptyState';
import { EXPORT_MAX_RESULTS } from '../../builders/SchemaListActions';
import type { PatientRecord } from '../../providers/domainTypes';
import { patientListFilters } from './PatientListFilters';
import { patientAge, patientPhone } from '../../lib/patientText';

const PatientListActions = () => {
    const { access } = useFormConfig();
    const translate = useTranslate();
    return (
        <TopToolbar data-testid="list-actions">
            <FilterButton />
            {access?.create !== false && <CreateButton label={translate('app.patient.register')} />}
            {access?.export !== false && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
        </TopToolbar>
    );
};

const PatientListEmpty = () => {
    const { access } = useFormConfig();
    return (
        <EmptyState
            title="app.patient.empty"
            text="app.patient.empty_text"
            action={access?.create !== false && <CreateButton label="app.patient.register" variant="contained" />}
        />
    );
};

/** /patient: newest first; a row opens the patient's page. */
export const PatientList = () => {
    const translate = useTranslate();
    const { access } = useFormConfig();
    const filters = useMemo(() => patientListFilters(translate('app.patient.search')), [translate]);
    return (
        <List
            filters={filters}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            actions={<PatientListActions />}
            exporter={access?.export === false ? false : undefined}
            storeKey="patient.list"
            empty={<PatientListEmpty />}
        >
            <Datagrid
                rowClick={id => `/patient/${id}`}
                bulkActionButtons={access?.export === false ? false : <BulkExportButton />}
            >
                <TextField source="code" />
                <TextField source="name.fullName" label="resources.patient.fields.name" sortBy="firstName" />
                <FunctionField<PatientRecord>
                    label="resources.patient.fields.age"
                    sortBy="dateOfBirth"
                    sortByOrder="DESC"
                    render={record => patientAge(record, translate)}
                />
                <TextField source="gender" sortable={false} />
                <FunctionField<PatientRecord>
                    label="resources.patient.fields.phone"
                    sortBy="phoneNumber"
                    render={record => patientPhone(record)}
                />
                <ReferenceField source="referrerId" reference="refferal" link={false} sortable={false} />
                <DateField source="createdAt" showTime />
            </Datagrid>
        </List>
    );
};
