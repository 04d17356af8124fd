import type { ErrorInfo } from 'react';

/** Spec §8: a render crash is logged with component stack, time, URL and user agent. */
export const logCrash = (error: unknown, errorInfo: ErrorInfo | undefined) => {
    console.error('LabDesk crashed', {
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
        componentStack: errorInfo?.componentStack ?? '',
        time: new Date().toISOString(),
        url: window.location.href,
        userAgent: window.navigator.userAgent,
    });
};
