import { MutationCache, QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS, shouldRetryQuery } from './queryRetry';

/**
 * Spec §9 query rules: stale after 10 s, refetch on window focus, retry up to 3 (never 401/403).
 * Mutation failures are logged here; react-admin shows their text (spec §8) as the toast.
 */
export const createQueryClient = () =>
    new QueryClient({
        defaultOptions: {
            queries: { retry: shouldRetryQuery, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: true },
            mutations: { retry: false },
        },
        mutationCache: new MutationCache({
            onError: error => console.warn('Write refused', error),
        }),
    });
