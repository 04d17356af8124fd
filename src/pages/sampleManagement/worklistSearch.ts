import { isoDay } from '../../../contract/patientAge';
import type { WorklistFilter } from './WorklistTable';

const WEEK_MS = 7 * 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = ['pending', 'entered'];

/**
 * The worklist's first filter: the last week, any status, unless the address says otherwise
 * (`?status=entered`, `?overdue=1`, `?critical=1`: what the home screen's figures link to, with `from`/`to`
 * when given). An address that names what to list but no dates has no date limit, as the figures have none.
 */
export const worklistFilterOf = (search: URLSearchParams, now = new Date()): WorklistFilter => {
    const day = (key: string, fallback: string) => {
        const value = search.get(key) ?? '';
        return DAY.test(value) ? value : fallback;
    };
    const asked = search.get('status') ?? '';
    const status = (STATUSES.includes(asked) ? asked : '') as WorklistFilter['status'];
    const overdue = search.get('overdue') === '1';
    const critical = search.get('critical') === '1';
    const unlimited = overdue || critical || status !== '';
    return {
        departmentId: search.get('departmentId') ?? '',
        status,
        from: day('from', unlimited ? '' : isoDay(new Date(now.getTime() - WEEK_MS))),
        to: day('to', unlimited ? '' : isoDay(now)),
        overdue,
        critical,
    };
};

/** The worklist filtered as `worklistFilterOf` reads it (a flag set is `1`). */
export const worklistLink = (path: string, filter: Partial<Omit<WorklistFilter, 'departmentId'>>): string => {
    const search = new URLSearchParams(
        Object.entries(filter).flatMap(([key, value]) => (value ? [[key, value === true ? '1' : value]] : []))
    );
    const text = search.toString();
    return text ? `${path}?${text}` : path;
};
