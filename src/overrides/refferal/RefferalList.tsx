import { useMemo } from 'react';
import {
    BulkExportButton,
    CreateButton,
    Datagrid,
    EditButton,
    ExportButton,
    FilterButton,
    List,
    NullableBooleanInput,
    NumberField,
    ReferenceField,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextField,
    TopToolbar,
    useTranslate,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { EXPORT_MAX_RESULTS } from '../../builders/SchemaListActions';
import { enumChoices } from '../../lib/configChoices';
import { RefferalActiveToggle } from './RefferalActiveToggle';

const percent = { style: 'percent', maximumFractionDigits: 2 } as const;

const RefferalListActions = () => {
    const { access } = useFormConfig();
    return (
        <TopToolbar data-testid="list-actions">
            <FilterButton />
            {access?.create !== false && <CreateButton />}
            {access?.export !== false && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
        </TopToolbar>
    );
};

/** /refferal-management: partners with their terms; the switch activates or deactivates one. */
export const RefferalList = () => {
    const config = useFormConfig();
    const translate = useTranslate();
    const access = config.access ?? {};
    const filters = useMemo(
        () => [
            <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.refferal.search')} />,
            <SelectInput key="kind" source="kind" choices={enumChoices(config, 'kind')} />,
            <NullableBooleanInput key="isActive" source="isActive" />,
            <ReferenceInput key="priceListId" source="priceListId" reference="priceList">
                <SelectInput optionText="name" />
            </ReferenceInput>,
        ],
        [config, translate]
    );
    return (
        <List
            filters={filters}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<RefferalListActions />}
            exporter={access.export === false ? false : undefined}
            storeKey="refferal.list"
        >
            <Datagrid rowClick="show" bulkActionButtons={access.export === false ? false : <BulkExportButton />}>
                <TextField source="name" />
                <TextField source="kind" />
                <TextField source="specialty" emptyText="—" />
                <TextField source="phone" sortable={false} emptyText="—" />
                <NumberField
                    source="commissionPercent"
                    transform={(value: unknown) => Number(value ?? 0) / 100}
                    options={percent}
                />
                <ReferenceField
                    source="priceListId"
                    reference="priceList"
                    link={false}
                    sortable={false}
                    emptyText={translate('app.refferal.default_price_list')}
                />
                <RefferalActiveToggle source="isActive" readOnly={access.edit === false} />
                {access.edit !== false && <EditButton />}
            </Datagrid>
        </List>
    );
};
