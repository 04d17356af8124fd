import { Box, Stack, Tab, Tabs } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { guarded } from '../userManagement/guarded';
import { ExpenseCreate, ExpenseEdit } from './ExpenseForms';
import { ExpenseList } from './ExpenseList';
import { ExpenseSummaryPanel } from './ExpenseSummaryPanel';
import { EXPENSE_SUMMARY_PATH, EXPENSE_TRACKER_PATH } from './expensePaths';

const ExpenseTabs = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const current = pathname.startsWith(EXPENSE_SUMMARY_PATH) ? EXPENSE_SUMMARY_PATH : EXPENSE_TRACKER_PATH;
    return (
        <Tabs
            value={current}
            aria-label={translate('app.expense.page_title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
            <Tab
                value={EXPENSE_TRACKER_PATH}
                label={translate('app.expense.tabs.list')}
                component={LinkBase}
                to={EXPENSE_TRACKER_PATH}
            />
            <Tab
                value={EXPENSE_SUMMARY_PATH}
                label={translate('app.expense.tabs.summary')}
                component={LinkBase}
                to={EXPENSE_SUMMARY_PATH}
            />
        </Tabs>
    );
};

/**
 * /expense-tracker (spec §2, issue 16): the expenses (filters, search, CSV, receipts, approval, reversal), the form
 * that records and changes them, and the monthly summary beside the visits' collections.
 */
export const ExpenseTrackerPage = () => (
    <Stack spacing={2} sx={{ mt: 1 }}>
        <ExpenseTabs />
        <Box>
            <Routes>
                <Route index element={guarded('expense', 'list', <ExpenseList />)} />
                <Route path="summary" element={guarded('expense', 'list', <ExpenseSummaryPanel />)} />
                <Route path="create" element={guarded('expense', 'create', <ExpenseCreate />)} />
                <Route path=":id" element={guarded('expense', 'edit', <ExpenseEdit />)} />
                <Route path="*" element={<NotFoundPage />} />
            </Routes>
        </Box>
    </Stack>
);

ExpenseTrackerPage.path = EXPENSE_TRACKER_PATH;
