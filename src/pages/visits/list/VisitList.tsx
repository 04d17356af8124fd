import { useMemo } from 'react';
import {
    CreateButton,
    Datagrid,
    DateField,
    ExportButton,
    FilterButton,
    FunctionField,
    List,
    NumberField,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
} from 'react-admin';
import { EXPORT_MAX_RESULTS } from '../../../builders/SchemaListActions';
import { EmptyState } from '../../../components/EmptyState';
import { todayIso } from '../../../../contract/patientAge';
import type { VisitListRow } from '../../../providers/visitTypes';
import { NEW_VISIT_PATH, visitPath } from '../visitPaths';
import { visitExporter } from './visitExporter';
import { visitListFilters } from './VisitListFilters';
import { VisitPeriodPresets } from './VisitPeriodPresets';
import { ReportSettingsButton } from './ReportSettingsDialog';
import { visitCriticalCell, visitPatientCell, visitStatusCell } from './visitCells';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

const NewVisitButton = ({ variant }: { variant?: 'contained' }) => {
    const { canAccess } = useCanAccess({ resource: 'visit', action: 'create' });
    if (!canAccess) return null;
    return <CreateButton to={NEW_VISIT_PATH} label="app.visit.new" variant={variant} />;
};

const VisitListActions = () => {
    const { canAccess: canExport } = useCanAccess({ resource: 'visit', action: 'export' });
    return (
        <TopToolbar data-testid="list-actions" sx={{ alignItems: 'center' }}>
            <VisitPeriodPresets />
            <FilterButton />
            <NewVisitButton />
            {canExport && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
            <ReportSettingsButton />
        </TopToolbar>
    );
};

/** /visit: today's visits first; filters by period, status, referrer, centre and due; a row opens the visit. */
export const VisitList = () => {
    const translate = useTranslate();
    const filters = useMemo(() => visitListFilters(translate('app.visit.search')), [translate]);
    const today = todayIso();
    return (
        <List<VisitListRow>
            resource="visit"
            title="app.visit.title"
            filters={filters}
            filterDefaultValues={{ from: today, to: today }}
            sort={{ field: 'visitedAt', order: 'DESC' }}
            perPage={25}
            actions={<VisitListActions />}
            exporter={visitExporter}
            storeKey="visit.list"
            disableSyncWithLocation={false}
            empty={false}
        >
            <Datagrid
                rowClick={id => visitPath(String(id))}
                bulkActionButtons={false}
                empty={
                    <EmptyState
                        title="app.visit.empty"
                        text="app.visit.empty_text"
                        action={<NewVisitButton variant="contained" />}
                    />
                }
            >
                <TextField source="code" />
                <DateField source="visitedAt" showTime />
                <FunctionField<VisitListRow> source="patient" sortable={false} render={visitPatientCell} />
                <TextField
                    source="referrer.name"
                    label="resources.visit.fields.referrer"
                    sortable={false}
                    emptyText="—"
                />
                <TextField source="node.name" label="resources.visit.fields.node" sortable={false} emptyText="—" />
                <FunctionField<VisitListRow> source="status" render={visitStatusCell} />
                <NumberField source="net" options={money} />
                <NumberField source="paid" options={money} sortable={false} />
                <NumberField source="due" options={money} />
                <FunctionField<VisitListRow> source="critical" sortable={false} render={visitCriticalCell} />
            </Datagrid>
        </List>
    );
};
