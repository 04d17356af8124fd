import { useMemo } from 'react';
import {
    CreateButton,
    Datagrid,
    DateField,
    EditButton,
    ExportButton,
    FunctionField,
    List,
    NumberField,
    TextField,
    TopToolbar,
    useCanAccess,
    useTranslate,
} from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import { EXPORT_MAX_RESULTS } from '../../builders/SchemaListActions';
import { EmptyState } from '../../components/EmptyState';
import { ExpenseApproveButton } from './ExpenseApproveButton';
import { ExpenseReceiptButton } from './ExpenseReceiptButton';
import { ExpenseReverseButton } from './ExpenseReverseButton';
import { ExpenseStatusField } from './ExpenseStatusField';
import { ExpenseThresholdButton } from './ExpenseThresholdButton';
import { expenseExporter } from './expenseExporter';
import { expenseFilters } from './expenseFilters';
import { EXPENSE_CREATE_PATH } from './expensePaths';
import { useExpenseNodes } from './useExpenseNodes';

const ListActions = () => {
    const { canAccess: canExport } = useCanAccess({ resource: 'expense', action: 'export' });
    const { canAccess: canCreate } = useCanAccess({ resource: 'expense', action: 'create' });
    return (
        <TopToolbar>
            <ExpenseThresholdButton />
            {canCreate && <CreateButton to={EXPENSE_CREATE_PATH} label="app.expense.create" />}
            {canExport && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
        </TopToolbar>
    );
};

const Editable = () => {
    const { canAccess } = useCanAccess({ resource: 'expense', action: 'edit' });
    return (
        <FunctionField<ExpenseRecord>
            render={record =>
                canAccess && record.status !== 'approved' ? <EditButton to={`/expense-tracker/${record.id}`} /> : null
            }
        />
    );
};

/** Every entry the member may see, newest first: filters, search, sort, CSV export, receipts, approval and reversal. */
export const ExpenseList = () => {
    const translate = useTranslate();
    const { data: nodes = [] } = useExpenseNodes();
    const filters = useMemo(() => expenseFilters(translate('ra.action.search'), nodes), [translate, nodes]);
    return (
        <List
            resource="expense"
            title={translate('app.expense.page_title')}
            filters={filters}
            sort={{ field: 'date', order: 'DESC' }}
            perPage={25}
            actions={<ListActions />}
            exporter={expenseExporter}
            storeKey="expense.list"
            empty={false}
        >
            <Datagrid
                rowClick={false}
                bulkActionButtons={false}
                data-testid="expense-list"
                empty={<EmptyState title="app.expense.empty" text="app.expense.empty_text" />}
            >
                <DateField source="date" />
                <TextField source="category.name" label="resources.expense.fields.categoryId" sortBy="categoryId" />
                <TextField source="node.name" label="resources.expense.fields.nodeId" sortBy="nodeId" />
                <TextField source="vendor" />
                <TextField source="referenceNo" />
                <NumberField source="amount" options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
                <TextField source="paymentMode.name" label="resources.expense.fields.paymentModeId" sortable={false} />
                <ExpenseStatusField label="resources.expense.fields.status" />
                <ExpenseReceiptButton label="resources.expense.fields.receipt" />
                <ExpenseApproveButton />
                <ExpenseReverseButton />
                <Editable />
            </Datagrid>
        </List>
    );
};
