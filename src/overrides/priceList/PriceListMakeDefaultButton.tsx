import StarOutline from '@mui/icons-material/StarOutline';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { LabDataProvider } from '../../providers/types';

/** PUT /pl/{id}/make-default, after a confirmation; the former default stays as an ordinary list. */
export const PriceListMakeDefaultButton = () => {
    const record = useRecordContext();
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const [asking, setAsking] = useState(false);
    const { mutate, isPending } = useMutation({
        mutationFn: () => dataProvider.makeDefaultPriceList(record!.id),
        onSuccess: () => {
            notify('app.price_list.made_default', { type: 'info' });
            refresh();
        },
        onError: useNotifyMutationError(),
        onSettled: () => setAsking(false),
    });
    if (!record || record.isDefault) return null;
    return (
        <>
            <Button label="app.price_list.make_default" onClick={() => setAsking(true)}>
                <StarOutline />
            </Button>
            <Confirm
                isOpen={asking}
                loading={isPending}
                title="app.price_list.make_default_title"
                titleTranslateOptions={{ name: record.name }}
                content="app.price_list.make_default_text"
                onConfirm={() => mutate()}
                onClose={() => setAsking(false)}
            />
        </>
    );
};
