import type { ReactElement } from 'react';
import {
    Datagrid,
    DateField,
    FunctionField,
    type Identifier,
    ListBase,
    Pagination,
    TextField,
    useCanAccess,
    useListContext,
} from 'react-admin';
import { VisitCriticalBadge } from '../../pages/visits/list/VisitCriticalBadge';
import { VisitStatusChip } from '../../pages/visits/list/VisitStatusChip';
import { formatMoney } from '../../pages/visits/money';
import { visitPath } from '../../pages/visits/visitPaths';
import type { VisitListRow } from '../../providers/visitTypes';

interface Props {
    /** `visit` (GET /api/visit with `filter`) or a nested list of NESTED_LISTS, e.g. `referrerVisit` with `meta`. */
    resource: string;
    filter?: Record<string, unknown>;
    meta?: Record<string, unknown>;
    /** The other party of the visits shown: a patient's page names the referrer, a partner's page the patient. */
    party: 'patient' | 'referrer';
    empty: ReactElement;
    testId?: string;
}

/**
 * react-admin seeds its getOne cache with each row of a list read under the same meta: a visit-list row
 * (no items, no samples) must not stand in for the record the visit's page reads, so these reads carry
 * their own meta (the data provider ignores it).
 */
const LIST_ROWS = { rows: 'visit-list' } as const;

const Rows = ({ party, empty, testId }: Pick<Props, 'party' | 'empty' | 'testId'>) => {
    const { total, isPending } = useListContext<VisitListRow>();
    const { canAccess: canShow } = useCanAccess({ resource: 'visit', action: 'show' });
    if (!isPending && total === 0) return empty;
    const rowClick = (id: Identifier) => (canShow ? visitPath(String(id)) : false);
    return (
        <>
            <Datagrid rowClick={rowClick} bulkActionButtons={false} data-testid={testId}>
                <TextField source="code" label="resources.visit.fields.code" />
                <DateField source="visitedAt" label="resources.visit.fields.visitedAt" showTime />
                {party === 'patient' ? (
                    <FunctionField<VisitListRow>
                        source="patient"
                        label="resources.visit.fields.patient"
                        sortable={false}
                        render={row => (
                            <>
                                {row.patient?.fullName}
                                <br />
                                <small>{row.patient?.code}</small>
                            </>
                        )}
                    />
                ) : (
                    <TextField source="referrer.name" label="resources.visit.fields.referrer" sortable={false} emptyText="—" />
                )}
                <FunctionField<VisitListRow>
                    source="status"
                    label="resources.visit.fields.status"
                    render={row => <VisitStatusChip status={row.status} />}
                />
                <FunctionField<VisitListRow>
                    source="net"
                    label="resources.visit.fields.net"
                    textAlign="right"
                    render={row => formatMoney(row.net)}
                />
                <FunctionField<VisitListRow>
                    source="due"
                    label="resources.visit.fields.due"
                    textAlign="right"
                    render={row => formatMoney(row.due)}
                />
                <FunctionField<VisitListRow>
                    source="critical"
                    label="resources.visit.fields.critical"
                    sortable={false}
                    render={row => <VisitCriticalBadge count={row.critical} />}
                />
            </Datagrid>
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </>
    );
};

/**
 * The visits of a record page (a patient's, a referral partner's): the visit list's row, newest first,
 * paged and sorted by the server, kept out of the address bar; a row opens the visit.
 */
export const VisitsTable = ({ resource, filter, meta, party, empty, testId }: Props) => (
    <ListBase<VisitListRow>
        resource={resource}
        filter={filter}
        queryOptions={{ meta: { ...meta, ...LIST_ROWS } }}
        sort={{ field: 'visitedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
    >
        <Rows party={party} empty={empty} testId={testId} />
    </ListBase>
);
