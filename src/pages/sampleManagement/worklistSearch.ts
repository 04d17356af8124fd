import { isoDay } from '../../../contract/patientAge';
import type { WorklistFilter } from './WorklistTable';

const WEEK_MS = 7 * 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = ['pending', 'entered'];

/**
 * The worklist's first filter: the last week, any status, unless the address says otherwise
 * (`?status=entered&from=…&to=…`, what the home screen's figures link to).
 */
export const worklistFilterOf = (search: URLSearchParams, now = new Date()): WorklistFilter => {
    const day = (key: string, fallback: string) => {
        const value = search.get(key) ?? '';
        return DAY.test(value) ? value : fallback;
    };
    const status = search.get('status') ?? '';
    return {
        departmentId: search.get('departmentId') ?? '',
        status: (STATUSES.includes(status) ? status : '') as WorklistFilter['status'],
        from: day('from', isoDay(new Date(now.getTime() - WEEK_MS))),
        to: day('to', isoDay(now)),
    };
};

/** The worklist filtered as `worklistFilterOf` reads it. */
export const worklistLink = (path: string, filter: Partial<Omit<WorklistFilter, 'departmentId'>>): string => {
    const search = new URLSearchParams(Object.entries(filter).filter(([, value]) => value) as [string, string][]);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
};
