import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';

const COLOR = { recorded: 'default', pending: 'warning', approved: 'success' } as const;

/** The entry's status, and whether it is a reversal or has been reversed. */
export const ExpenseStatusField = (_props: { label?: string }) => {
    const record = useRecordContext<ExpenseRecord>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5}>
            <Chip size="small" color={COLOR[record.status]} label={translate(`app.expense.status.${record.status}`)} />
            {record.reversalOf && <Chip size="small" variant="outlined" label={translate('app.expense.reversal')} />}
            {record.reversedBy && <Chip size="small" variant="outlined" label={translate('app.expense.reversed')} />}
        </Stack>
    );
};
