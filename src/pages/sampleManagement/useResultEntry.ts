import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { OrderedItemResults, ResultValueInput, ResultRecord, SavedResults } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import {
    changedResults,
    type Draft,
    draftOf,
    flattenResults,
    invalidNumbers,
    mergeSaved,
    rowErrorsFrom,
} from './resultRows';
import { LAB_WORK_KEY } from './useSampleAction';

export const resultsKey = (visitId: string) => [LAB_WORK_KEY, 'results', visitId];
export const visitKey = (visitId: string) => [LAB_WORK_KEY, 'visit', visitId];

/**
 * What the person typed, per result, until it is saved; the rows' errors (the client's and the
 * server's); and the save, after which the server's records (values, flags, calculated results) show.
 */
export const useResultEntry = (visitId: string, items: OrderedItemResults[]) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const results = useMemo(() => flattenResults(items), [items]);
    const [drafts, setDrafts] = useState<Record<string, Draft>>({});
    const [errors, setErrors] = useState<Record<string, string>>({});

    const draft = useCallback((result: ResultRecord) => drafts[result.id] ?? draftOf(result), [drafts]);
    const edit = useCallback((result: ResultRecord, patch: Partial<Draft>) => {
        setDrafts(current => ({ ...current, [result.id]: { ...(current[result.id] ?? draftOf(result)), ...patch } }));
        setErrors(({ [result.id]: _, ...rest }) => rest);
    }, []);
    const pending = useMemo(() => changedResults(results, drafts), [results, drafts]);

    const mutation = useMutation<SavedResults, unknown, ResultValueInput[]>({
        mutationFn: sent => dataProvider.submitResults(visitId, sent),
        onSuccess: saved => {
            queryClient.setQueryData<OrderedItemResults[]>(resultsKey(visitId), current =>
                mergeSaved(current ?? [], saved.results)
            );
            setDrafts({});
            setErrors({});
            notify('app.lab.results.saved', { type: 'info' });
            void queryClient.invalidateQueries({ queryKey: visitKey(visitId) });
        },
        onError: (error, sent) => {
            if (error instanceof HttpError && error.status === 400) {
                setErrors(rowErrorsFrom(error.body?.details, sent));
                notify('app.lab.results.fix_rows', { type: 'error' });
            } else notifyError(error);
        },
    });

    const save = useCallback(() => {
        if (mutation.isPending) return;
        if (pending.length === 0) {
            notify('app.lab.results.nothing_to_save', { type: 'info' });
            return;
        }
        const invalid = invalidNumbers(results, pending);
        if (Object.keys(invalid).length > 0) {
            setErrors(invalid);
            notify('app.lab.results.fix_rows', { type: 'error' });
            return;
        }
        mutation.mutate(pending);
    }, [mutation, pending, results, notify]);

    return { results, draft, edit, errors, save, dirty: pending.length > 0, saving: mutation.isPending };
};
