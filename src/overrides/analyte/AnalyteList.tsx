import { useMemo } from 'react';
import {
    BooleanField,
    Datagrid,
    List,
    NullableBooleanInput,
    NumberField,
    ReferenceField,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextField,
    useTranslate,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { SchemaListActions } from '../../builders/SchemaListActions';
import { enumChoices } from '../../lib/configChoices';
import { TestManagementTabs } from '../../pages/testManagement/TestManagementTabs';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** /test-management/analyte: the first tab of Test management. */
export const AnalyteList = () => {
    const config = useFormConfig();
    const translate = useTranslate();
    const filters = useMemo(
        () => [
            <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.analyte.search')} />,
            <ReferenceInput
                key="departmentId"
                source="departmentId"
                reference="analyteDept"
                sort={{ field: 'name', order: 'ASC' }}
            >
                <SelectInput optionText="name" />
            </ReferenceInput>,
            <SelectInput key="resultType" source="resultType" choices={enumChoices(config, 'resultType')} />,
            <NullableBooleanInput key="isActive" source="isActive" />,
        ],
        [config, translate]
    );
    return (
        <>
            <TestManagementTabs />
            <List
                filters={filters}
                sort={{ field: 'name', order: 'ASC' }}
                perPage={25}
                actions={<SchemaListActions />}
                exporter={config.access?.export === false ? false : undefined}
                storeKey="analyte.list"
            >
                <Datagrid rowClick={config.access?.edit === false ? false : 'edit'} bulkActionButtons={false}>
                    <TextField source="code" />
                    <TextField source="name" />
                    <ReferenceField source="departmentId" reference="analyteDept" link={false} sortable={false} />
                    <ReferenceField source="unitId" reference="unit" link={false} sortable={false} emptyText="—" />
                    <TextField source="resultType" />
                    <NumberField source="tatHours" />
                    <NumberField source="basePrice" options={money} />
                    <BooleanField source="isActive" />
                </Datagrid>
            </List>
        </>
    );
};
