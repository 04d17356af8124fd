import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LabDataProvider } from '../../../providers/types';
import type { BillItem } from './visitForm';

/** Another referrer may mean another price list: the items already on the bill take its prices. */
export const useRepriceOnReferrer = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const { getValues, setValue } = useFormContext();
    const referrerId = useWatch({ name: 'referrerId' }) as string | null | undefined;
    const previous = useRef(referrerId);
    useEffect(() => {
        if (previous.current === referrerId) return;
        previous.current = referrerId;
        const items = getValues('items') as BillItem[];
        if (items.length === 0) return;
        let cancelled = false;
        void Promise.all(
            items.map(async item => {
                const found = await dataProvider
                    .visitProducts({ q: item.code, referrerId, limit: 100 })
                    .catch(() => []);
                const same = found.find(product => product.kind === item.kind && product.id === item.id);
                return same ? { ...item, price: same.price } : item;
            })
        ).then(priced => {
            if (!cancelled) setValue('items', priced, { shouldDirty: true });
        });
        return () => {
            cancelled = true;
        };
    }, [referrerId, dataProvider, getValues, setValue]);
};
