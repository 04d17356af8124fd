import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';

/** Runs an approval or a reversal, says so, and refreshes the list and the summary. */
export const useExpenseAction = <T>(run: (input: T) => Promise<ExpenseRecord>, done: string, onDone?: () => void) => {
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    return useMutation({
        mutationFn: run,
        onSuccess: async () => {
            notify(done, { type: 'success' });
            onDone?.();
            await queryClient.invalidateQueries({ queryKey: ['expense'] });
        },
        onError: error => notifyError(error),
    });
};
