import type { VisitListRow } from '../../../providers/visitTypes';
import { VisitCriticalBadge } from './VisitCriticalBadge';
import { VisitStatusChip } from './VisitStatusChip';

/** How a visit-list row's cells read, wherever visits are listed (/visit, a patient's page, a partner's page). */
export const visitPatientCell = (row: VisitListRow) => (
    <>
        {row.patient?.fullName}
        <br />
        <small>{row.patient?.code}</small>
    </>
);

export const visitStatusCell = (row: VisitListRow) => <VisitStatusChip status={row.status} />;

export const visitCriticalCell = (row: VisitListRow) => <VisitCriticalBadge count={row.critical} />;
