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
import { formatMoney } from '../../pages/visits/money';
import { visitPath } from '../../pages/visits/visitPaths';
import type { VisitListRow } from '../../providers/visitTypes';
import { visitCriticalCell, visitPatientCell, visitStatusCell } from '../../pages/visits/list/visitCells';

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
                        render={visitPatientCell}
                    />
                ) : (
                    <TextField
                        source="referrer.name"
                        label="resources.visit.fields.referrer"
                        sortable={false}
                        emptyText="—"
                    />
                )}
                <FunctionField<VisitListRow>
                    source="status"
                    label="resources.visit.fields.status"
                    render={visitStatusCell}
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
                    render={visitCriticalCell}
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
        queryOptions={{ meta }}
        sort={{ field: 'visitedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
    >
        <Rows party={party} empty={empty} testId={testId} />
    </ListBase>
);
