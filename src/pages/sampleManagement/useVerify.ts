import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { useNotifyMutationError } from '../../lib/useNotifyMutationError';
import type { VerifyScope } from '../../providers/labWorkTypes';
import type { LabDataProvider } from '../../providers/types';
import { LAB_WORK_KEY } from './useSampleAction';

/**
 * Verifies the entered results of a visit or of one department. The refusal of the four-eyes rule
 * (403 "another person must verify") stays on screen until the next try, not a passing toast.
 */
export const useVerify = (visitId: string) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const [refusal, setRefusal] = useState<string | null>(null);
    const mutation = useMutation({
        mutationFn: (scope: VerifyScope) => {
            setRefusal(null);
            return dataProvider.verifyResults(visitId, scope);
        },
        onSuccess: visit => {
            notify(visit.status === 'verified' ? 'app.lab.verify.visit_done' : 'app.lab.verify.done', { type: 'info' });
        },
        onError: error => {
            if (error instanceof HttpError && error.status === 403) setRefusal(error.message);
            else notifyError(error);
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: [LAB_WORK_KEY] }),
    });
    return { verify: mutation.mutate, verifying: mutation.isPending, refusal, dismiss: () => setRefusal(null) };
};
