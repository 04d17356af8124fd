/**
 * Spec §9: queries retry up to 3 times, never on 401 or 403. Other answers a retry cannot change
 * (400, 404, 409, 422…) are not retried either, so a deleted record says so at once; 408 and 429 are.
 */
export const MAX_QUERY_RETRIES = 3;
export const QUERY_STALE_TIME_MS = 10_000;

const statusOf = (error: unknown): number | undefined => {
    const status = (error as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : undefined;
};

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
    const status = statusOf(error);
    if (status === 401 || status === 403) return false;
    if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
    return failureCount < MAX_QUERY_RETRIES;
};
