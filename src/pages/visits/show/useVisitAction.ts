import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { detailsToNestedErrors } from '../../../lib/httpErrors';
import { useNotifyMutationError } from '../../../lib/useNotifyMutationError';
import type { VisitRecord } from '../../../providers/visitTypes';
import { visitDetailKey } from './visitDetail';

/**
 * Runs a write on the visit (payment, refund, cancel, items): on success the page shows the
 * record the server answered and a toast; a 400 comes back as field errors for the dialog's form.
 */
export const useVisitAction = (visitId: string) => {
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    return async (write: () => Promise<VisitRecord>, success: string): Promise<object | undefined | 'saved'> => {
        try {
            const visit = await write();
            queryClient.setQueryData(visitDetailKey(visitId), visit);
            await queryClient.invalidateQueries({ queryKey: ['visit'] });
            notify(success, { type: 'success' });
            return 'saved';
        } catch (error) {
            const { status, body } = (error ?? {}) as { status?: number; body?: { details?: [] } };
            const errors = status === 400 ? detailsToNestedErrors(body?.details) : undefined;
            if (!errors) notifyError(error);
            return errors;
        }
    };
};
