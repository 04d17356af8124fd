import type { ReactElement, ReactNode } from 'react';
import { Datagrid, type Identifier, ListBase, Pagination, type SortPayload, useListContext } from 'react-admin';

interface Props {
    /** A list of NESTED_LISTS (src/providers/labCalls.ts), e.g. referrerPatient. */
    resource: string;
    meta: Record<string, unknown>;
    sort: SortPayload;
    empty: ReactElement;
    rowClick?: (id: Identifier) => string | false;
    perPage?: number;
    children: ReactNode;
}

const Rows = ({ empty, rowClick, children }: Pick<Props, 'empty' | 'rowClick' | 'children'>) => {
    const { total, isPending } = useListContext();
    if (!isPending && total === 0) return empty;
    return (
        <>
            <Datagrid rowClick={rowClick ?? false} bulkActionButtons={false}>
                {children}
            </Datagrid>
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </>
    );
};

/**
 * A list that belongs to a record page (a partner's patients): paged and sorted by the server,
 * kept out of the address bar, its access decided by the page it sits on.
 */
export const NestedList = ({ resource, meta, sort, empty, rowClick, perPage = 10, children }: Props) => (
    <ListBase
        resource={resource}
        queryOptions={{ meta }}
        sort={sort}
        perPage={perPage}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
    >
        <Rows empty={empty} rowClick={rowClick}>
            {children}
        </Rows>
    </ListBase>
);
