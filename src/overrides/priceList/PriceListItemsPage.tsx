import { Chip, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
    Datagrid,
    DateField,
    FunctionField,
    List,
    NumberField,
    RecordContextProvider,
    SearchInput,
    SelectInput,
    TextField,
    useGetOne,
    useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { useFormConfig } from '../../builders/FormConfigContext';
import { EmptyState } from '../../components/EmptyState';
import type { PriceListItem } from '../../providers/domainTypes';
import { PriceListItemPriceField } from './PriceListItemPriceField';
import { PriceListItemsActions } from './PriceListItemsActions';
import { PriceListRemoveItemsButton } from './PriceListRemoveItemsButton';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** /pricelits-management/analyte/{id}: the prices of one list, edited in place, added and removed in bulk. */
export const PriceListItemsPage = () => {
    const { id = '' } = useParams();
    const translate = useTranslate();
    const { access } = useFormConfig();
    const canEdit = access?.edit !== false;
    const { data: priceList } = useGetOne('priceList', { id });
    const name = String(priceList?.name ?? '');
    const filters = useMemo(
        () => [
            <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.price_list.search_items')} />,
            <SelectInput
                key="kind"
                source="kind"
                choices={[
                    { id: 'analyte', name: 'app.item_group.kind_analyte' },
                    { id: 'group', name: 'app.item_group.kind_group' },
                ]}
            />,
        ],
        [translate]
    );
    return (
        <RecordContextProvider value={priceList}>
            <List
                resource="priceListItem"
                queryOptions={{ meta: { priceListId: id } }}
                disableAuthentication
                storeKey={`priceListItem.${id}`}
                title={translate('app.price_list.items_title', { name })}
                filters={filters}
                sort={{ field: 'name', order: 'ASC' }}
                perPage={50}
                actions={<PriceListItemsActions priceListId={id} canEdit={canEdit} />}
                exporter={false}
                empty={false}
            >
                {priceList?.isDefault && (
                    <Chip label={translate('app.price_list.default')} color="primary" size="small" sx={{ m: 1 }} />
                )}
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
                    {translate('app.price_list.items_help')}
                </Typography>
                <Datagrid
                    rowClick={false}
                    empty={
                        <EmptyState
                            title="app.price_list.empty"
                            text={canEdit ? 'app.price_list.empty_text' : undefined}
                        />
                    }
                    bulkActionButtons={
                        canEdit ? <PriceListRemoveItemsButton priceListId={id} listName={name} /> : false
                    }
                >
                    <TextField source="code" />
                    <TextField source="name" />
                    <FunctionField<PriceListItem>
                        source="kind"
                        render={item => <Chip size="small" label={translate(`app.item_group.kind_${item.kind}`)} />}
                    />
                    <NumberField source="basePrice" options={money} />
                    {canEdit ? (
                        <PriceListItemPriceField priceListId={id} source="price" />
                    ) : (
                        <NumberField source="price" options={money} />
                    )}
                    <DateField source="updatedAt" showTime />
                </Datagrid>
            </List>
        </RecordContextProvider>
    );
};
