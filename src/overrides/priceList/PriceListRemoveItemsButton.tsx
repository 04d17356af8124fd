import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { useState } from 'react';
import { Button, Confirm, type Identifier, useListContext, useTranslate } from 'react-admin';
import type { PriceListItem } from '../../providers/domainTypes';
import { useRemovePrices } from './usePriceListMutations';

/** Bulk action: take the selected products out of the list, after a confirmation. */
export const PriceListRemoveItemsButton = ({
    priceListId,
    listName,
}: {
    priceListId: Identifier;
    listName: string;
}) => {
    const translate = useTranslate();
    const { selectedIds, data = [], onUnselectItems } = useListContext<PriceListItem>();
    const [asking, setAsking] = useState(false);
    const remove = useRemovePrices(priceListId);
    const confirm = () =>
        remove.mutate(
            { ids: selectedIds, seen: data },
            {
                onSuccess: () => onUnselectItems(),
                onSettled: () => setAsking(false),
            }
        );
    return (
        <>
            <Button label="app.price_list.remove" onClick={() => setAsking(true)} color="error">
                <RemoveCircleOutline />
            </Button>
            <Confirm
                isOpen={asking}
                loading={remove.isPending}
                title="app.price_list.remove_title"
                titleTranslateOptions={{ smart_count: selectedIds.length, name: listName }}
                content={translate('app.price_list.remove_text')}
                confirm="app.price_list.remove"
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setAsking(false)}
            />
        </>
    );
};
