import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * react-admin's own reaction to a failed save, for screens that handle some errors themselves
 * (the duplicate patient warning): field errors stay beside their inputs, anything else is a toast
 * with the spec §8 text the HTTP client chose.
 */
export const useNotifyMutationError = () => {
    const notify = useNotify();
    return useCallback(
        (error: unknown) => {
            const errors = (error as { body?: { errors?: object } } | null)?.body?.errors;
            if (errors && Object.keys(errors).length > 0) return;
            const message =
                typeof error === 'string' ? error : (error as Error | null)?.message || 'ra.notification.http_error';
            notify(message, { type: 'error', messageArgs: { _: message } });
        },
        [notify]
    );
};
