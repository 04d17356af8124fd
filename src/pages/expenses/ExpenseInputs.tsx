import { Typography } from '@mui/material';
import {
    DateInput,
    FileField,
    FileInput,
    NumberInput,
    ReferenceInput,
    SelectInput,
    TextInput,
    maxLength,
    minValue,
    required,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { EXPENSE_RECEIPT_MAX, EXPENSE_RECEIPT_TYPES } from '../../../contract/expense';
import { useExpenseNodes } from './useExpenseNodes';
import type { ExpenseRecord } from '../../../contract/expense';

const ACTIVE = { isActive: true };
const BY_NAME = { field: 'name', order: 'ASC' } as const;
const ACCEPT = Object.fromEntries(EXPENSE_RECEIPT_TYPES.map(type => [type, []]));
const cents = (value: unknown) =>
    typeof value === 'number' && Number(value.toFixed(2)) !== value
        ? 'Amount may have at most two decimals'
        : undefined;

/** The fields of an expense, shared by Record and Change; the same rules the server enforces. */
export const ExpenseInputs = () => {
    const translate = useTranslate();
    const record = useRecordContext<ExpenseRecord>();
    const { data: nodes = [] } = useExpenseNodes();
    return (
        <>
            <DateInput source="date" validate={required()} />
            <ReferenceInput
                source="categoryId"
                reference="expenseCategory"
                filter={ACTIVE}
                sort={BY_NAME}
                perPage={200}
            >
                <SelectInput optionText="name" validate={required()} />
            </ReferenceInput>
            <SelectInput source="nodeId" choices={nodes} validate={required()} />
            <ReferenceInput
                source="paymentModeId"
                reference="paymentModes"
                filter={ACTIVE}
                sort={BY_NAME}
                perPage={200}
            >
                <SelectInput optionText="name" validate={required()} />
            </ReferenceInput>
            <NumberInput source="amount" validate={[required(), minValue(0.01), cents]} step={0.01} />
            <TextInput source="vendor" validate={maxLength(120)} />
            <TextInput source="referenceNo" validate={maxLength(80)} />
            <TextInput source="description" multiline minRows={2} validate={maxLength(1000)} />
            {record?.receipt && (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.expense.current_receipt', { name: record.receipt.name })}
                </Typography>
            )}
            <FileInput source="receiptFile" accept={ACCEPT} maxSize={EXPENSE_RECEIPT_MAX} multiple={false}>
                <FileField source="src" title="title" />
            </FileInput>
        </>
    );
};
