import { useQuery } from '@tanstack/react-query';
import { createPublicReportCalls } from '../../providers/visitCalls';

const calls = createPublicReportCalls();

/** GET /api/visit/{hash}: 404 and 402 are answers the page explains, not failures to retry. */
export const usePublicReport = (hash: string) =>
    useQuery({
        queryKey: ['publicReport', hash],
        queryFn: () => calls.info(hash),
        retry: false,
        refetchOnWindowFocus: false,
    });

export const downloadPublicReport = (hash: string) => calls.pdf(hash);
