import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { PriceInput, PriceListItem, ProductRef } from '../../providers/domainTypes';
import type { LabDataProvider } from '../../providers/types';

/** Add or re-price products of a list; the list on screen reloads afterwards. */
export const useSavePrices = (priceListId: Identifier, successMessage: string) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    return useMutation({
        mutationFn: (items: PriceInput[]) => dataProvider.savePriceListItems(priceListId, items),
        onSuccess: result => {
            notify(successMessage, { type: 'info', messageArgs: { smart_count: result.saved } });
            refresh();
        },
        onError: useNotifyMutationError(),
    });
};

/** Take products out of a list; a selection may span pages, so the kinds of unseen rows are read first. */
export const useRemovePrices = (priceListId: Identifier) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    return useMutation({
        mutationFn: async ({ ids, seen }: { ids: Identifier[]; seen: PriceListItem[] }) => {
            const known = new Map(seen.map(item => [String(item.id), item as ProductRef]));
            const missing = ids.filter(id => !known.has(String(id)));
            if (missing.length > 0) {
                const { data } = await dataProvider.getList<PriceListItem>('priceListItem', {
                    filter: { id: missing },
                    pagination: { page: 1, perPage: missing.length },
                    sort: { field: 'name', order: 'ASC' },
                    meta: { priceListId },
                });
                data.forEach(item => known.set(String(item.id), item));
            }
            const items = ids.flatMap(id => (known.has(String(id)) ? [known.get(String(id))!] : []));
            return dataProvider.removePriceListItems(priceListId, items);
        },
        onSuccess: result => {
            notify('app.price_list.removed', { type: 'info', messageArgs: { smart_count: result.removed } });
            refresh();
        },
        onError: useNotifyMutationError(),
    });
};
