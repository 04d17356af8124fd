import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
    BooleanField,
    Datagrid,
    FunctionField,
    List,
    NullableBooleanInput,
    NumberField,
    ReferenceField,
    SearchInput,
    SelectInput,
    TextField,
    useDataProvider,
    useTranslate,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { SchemaListActions } from '../../builders/SchemaListActions';
import { enumChoices } from '../../lib/configChoices';
import { TestManagementTabs } from '../../pages/testManagement/TestManagementTabs';
import type { LabDataProvider } from '../../providers/types';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Categories with how many groups each holds, for the category filter ("Routine panels (4)"). */
const useCategoryChoices = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data = [] } = useQuery({
        queryKey: ['itemGroup', 'itemCategories'],
        queryFn: () => dataProvider.itemCategories(),
    });
    return data.map(category => ({ id: category.id, name: `${category.name} (${category.groups})` }));
};

/** /test-management/item-group: panels and packages. */
export const ItemGroupList = () => {
    const config = useFormConfig();
    const translate = useTranslate();
    const categories = useCategoryChoices();
    const filters = useMemo(
        () => [
            <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.item_group.search')} />,
            <SelectInput key="kind" source="kind" choices={enumChoices(config, 'kind')} />,
            <SelectInput key="categoryId" source="categoryId" choices={categories} />,
            <NullableBooleanInput key="isActive" source="isActive" />,
        ],
        [config, translate, categories]
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
                storeKey="itemGroup.list"
            >
                <Datagrid rowClick={config.access?.edit === false ? false : 'edit'} bulkActionButtons={false}>
                    <TextField source="code" />
                    <TextField source="name" />
                    <TextField source="kind" />
                    <ReferenceField
                        source="categoryId"
                        reference="itemCategory"
                        link={false}
                        sortable={false}
                        emptyText="—"
                    />
                    <FunctionField
                        label="resources.itemGroup.fields.members"
                        render={record => (Array.isArray(record.members) ? record.members.length : 0)}
                        sortable={false}
                    />
                    <NumberField source="price" options={money} />
                    <BooleanField source="isActive" />
                </Datagrid>
            </List>
        </>
    );
};
