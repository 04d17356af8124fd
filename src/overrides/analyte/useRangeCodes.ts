import { useGetList } from 'react-admin';

export interface CodeOption {
    code: string;
    name: string;
}

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

const options = (records: { code?: unknown; name?: unknown }[] | undefined): CodeOption[] =>
    (records ?? []).flatMap(record =>
        typeof record.code === 'string' && record.code
            ? [{ code: record.code, name: String(record.name ?? record.code) }]
            : []
    );

/** The codes a range row is written in: genders (M, F…), periods (D, W, M, Y) and trimesters (T1…). */
export const useRangeCodes = () => {
    const { data: genders } = useGetList('gender', ALL);
    const { data: periods } = useGetList('period', { ...ALL, sort: { field: 'days', order: 'ASC' } });
    const { data: trimesters } = useGetList('trimesterCategory', { ...ALL, sort: { field: 'fromWeek', order: 'ASC' } });
    return { sexes: options(genders), units: options(periods), trimesters: options(trimesters) };
};
