import { useCanAccess, useGetList } from 'react-admin';

export interface Option {
    id: string;
    name: string;
}

/** The laboratory's departments for a filter; empty for whom may not read them. */
export const useDepartments = (): Option[] => {
    const { canAccess } = useCanAccess({ resource: 'analyteDept', action: 'list' });
    const { data = [] } = useGetList<Option & { displayOrder?: number }>(
        'analyteDept',
        { pagination: { page: 1, perPage: 100 }, sort: { field: 'displayOrder', order: 'ASC' } },
        { enabled: Boolean(canAccess) }
    );
    return data.map(({ id, name }) => ({ id: String(id), name }));
};

/** The organisation's collection centres, for whom may read them (others pick from what the list shows). */
export const useCentres = (): Option[] => {
    const { canAccess } = useCanAccess({ resource: 'cluster', action: 'list' });
    const { data = [] } = useGetList<Option>(
        'cluster',
        { pagination: { page: 1, perPage: 999 }, sort: { field: 'name', order: 'ASC' } },
        { enabled: Boolean(canAccess) }
    );
    return data.map(({ id, name }) => ({ id: String(id), name }));
};
