import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';

/** The root of every query of these screens: a change to a sample reloads them all. */
export const LAB_WORK_KEY = 'labWork';

export interface SuccessMessage {
    message: string;
    args?: Record<string, unknown>;
}

/** A write on a sample: a toast on success, the server's sentence on failure, the lists reloaded. */
export const useSampleAction = <A, R>(run: (args: A) => Promise<R>, success: (result: R) => SuccessMessage) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: run,
        onSuccess: result => {
            const { message, args } = success(result);
            notify(message, { type: 'info', messageArgs: args });
        },
        onError: useNotifyMutationError(),
        onSettled: () => queryClient.invalidateQueries({ queryKey: [LAB_WORK_KEY] }),
    });
};
