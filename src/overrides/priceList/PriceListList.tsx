import ListAlt from '@mui/icons-material/ListAlt';
import { Chip } from '@mui/material';
import {
    BooleanField,
    Button,
    Datagrid,
    EditButton,
    FunctionField,
    List,
    NumberField,
    TextField,
    useTranslate,
} from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { SchemaListActions } from '../../builders/SchemaListActions';
import { schemaListFilters } from '../../builders/schemaListFilters';

const pricesPath = (id: unknown) => `/pricelits-management/analyte/${String(id)}`;

/** /pricelits-management: the lists, the default one marked; a row opens its prices. */
export const PriceListList = () => {
    const config = useFormConfig();
    const translate = useTranslate();
    return (
        <List
            filters={schemaListFilters(config, translate)}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<SchemaListActions />}
            exporter={config.access?.export === false ? false : undefined}
            storeKey="priceList.list"
        >
            <Datagrid rowClick={id => pricesPath(id)} bulkActionButtons={false}>
                <FunctionField
                    source="name"
                    render={record => (
                        <>
                            {record.name}
                            {record.isDefault && (
                                <Chip
                                    label={translate('app.price_list.default')}
                                    color="primary"
                                    size="small"
                                    sx={{ ml: 1 }}
                                />
                            )}
                        </>
                    )}
                />
                <TextField source="kind" />
                <NumberField source="itemCount" sortable={false} />
                <BooleanField source="isActive" />
                <FunctionField
                    label=""
                    render={record => (
                        <Button
                            label="app.price_list.prices"
                            to={pricesPath(record.id)}
                            onClick={event => event.stopPropagation()}
                        >
                            <ListAlt />
                        </Button>
                    )}
                />
                {config.access?.edit !== false && <EditButton />}
            </Datagrid>
        </List>
    );
};
