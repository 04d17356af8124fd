import { EXPENSE_FIELD_LABELS, EXPENSE_SETTING_LABELS } from '../../contract/expenseFields';

/**
 * English texts of the expense tracker (/expense-tracker): the list, the form, approval, reversal and the summary.
 * The fields the API's bodies name are labelled as the contract names them (its 400s say the same words).
 */
export const expenseResources = {
    expense: {
        name: 'Expense |||| Expenses',
        fields: {
            ...EXPENSE_FIELD_LABELS,
            status: 'Status',
            receipt: 'Receipt',
            receiptFile: 'Receipt (photo or PDF, at most 5 MB)',
            recordedBy: 'Recorded by',
            approvedBy: 'Approved by',
            q: 'Search',
            date_gte: 'From',
            date_lte: 'To date',
        },
    },
};

export const expenseMessages = {
    expense: {
        menu: 'Expenses',
        page_title: 'Expense tracker',
        tabs: { list: 'Expenses', summary: 'Monthly summary' },
        status: { recorded: 'Recorded', pending: 'Pending approval', approved: 'Approved' },
        reversal: 'Reversal',
        reversed: 'Reversed',
        empty: 'No expenses yet',
        empty_text: 'Record what the laboratory spends; entries above the approval threshold wait for approval.',
        create: 'Record expense',
        edit: 'Change expense',
        saved: 'Expense saved',
        locked: 'This expense is approved and locked. To change it, reverse it and record a new entry.',
        current_receipt: 'Current receipt: %{name}',
        receipt_failed: 'The expense was saved, but the receipt was not: %{error}',
        receipt: {
            view: 'View receipt',
            title: 'Receipt: %{name}',
            close: 'Close',
            loading: 'Loading the receipt…',
        },
        approve: {
            button: 'Approve',
            title: 'Approve this expense?',
            content:
                'Approve %{amount} paid to %{vendor} on %{date}? Once approved it is locked: changes then need a reversal.',
            done: 'Expense approved',
        },
        reverse: {
            button: 'Reverse',
            title: 'Reverse this expense?',
            content: 'A negative entry of %{amount} will cancel this approved expense in its month. Say why:',
            reason: EXPENSE_SETTING_LABELS.reason,
            confirm: 'Reverse',
            done: 'Expense reversed',
        },
        threshold: {
            button: EXPENSE_SETTING_LABELS.approvalThreshold,
            title: EXPENSE_SETTING_LABELS.approvalThreshold,
            help: 'Expenses above this amount wait for approval by a member who may approve. Leave it empty: no expense needs approval.',
            amount: 'Amount',
            none: 'No approval needed',
            current: 'Expenses above %{amount} need approval',
            saved: 'Approval threshold saved',
        },
        summary: {
            from: 'From',
            to: 'To',
            node: 'Node',
            all_nodes: 'All nodes',
            by_category: 'Expenses by category',
            by_node: 'Expenses by node',
            table_title: 'Income, expenses and difference per node and month',
            month: 'Month',
            node_column: 'Node',
            income: 'Income (collections)',
            expenses: 'Expenses',
            difference: 'Difference',
            no_node: 'No node',
            total: 'Total',
            pending: '%{count} pending approval (%{amount}) not counted',
            empty: 'Nothing was spent or collected in this period',
        },
    },
};
