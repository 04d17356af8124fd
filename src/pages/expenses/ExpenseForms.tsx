import { Alert } from '@mui/material';
import { useRef } from 'react';
import {
    Create,
    Edit,
    SimpleForm,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRedirect,
    useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ExpenseRecord } from '../../../contract/expense';
import type { LabDataProvider } from '../../providers/types';
import { ExpenseInputs } from './ExpenseInputs';
import { EXPENSE_TRACKER_PATH } from './expensePaths';

type Values = Partial<ExpenseRecord> & { receiptFile?: { rawFile?: File } | null };

/**
 * The receipt goes up as its own call once the entry exists: the form keeps the chosen file aside while the entry is
 * saved as JSON, then uploads it; a refused file leaves the entry saved and says why.
 */
const useReceiptSave = () => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const notify = useNotify();
    const redirect = useRedirect();
    const file = useRef<File | undefined>(undefined);
    const transform = ({ receiptFile, ...values }: Values) => {
        file.current = receiptFile?.rawFile;
        return values;
    };
    const onSuccess = async (saved: ExpenseRecord) => {
        if (file.current) {
            try {
                await dataProvider.expenseAttachReceipt(saved.id, file.current);
            } catch (error) {
                notify('app.expense.receipt_failed', {
                    type: 'error',
                    messageArgs: { error: (error as Error).message },
                });
                redirect(`${EXPENSE_TRACKER_PATH}/${saved.id}`);
                return;
            }
        }
        notify('app.expense.saved', { type: 'success' });
        redirect(EXPENSE_TRACKER_PATH);
    };
    return { transform, mutationOptions: { onSuccess } };
};

const today = () => new Date().toLocaleDateString('en-CA');

export const ExpenseCreate = () => {
    const translate = useTranslate();
    const save = useReceiptSave();
    return (
        <Create resource="expense" title={translate('app.expense.create')} {...save}>
            <SimpleForm defaultValues={{ date: today() }}>
                <ExpenseInputs />
            </SimpleForm>
        </Create>
    );
};

const LockedNote = () => {
    const record = useRecordContext<ExpenseRecord>();
    const translate = useTranslate();
    return record?.status === 'approved' ? <Alert severity="info">{translate('app.expense.locked')}</Alert> : null;
};

export const ExpenseEdit = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const save = useReceiptSave();
    return (
        <Edit resource="expense" id={id} title={translate('app.expense.edit')} mutationMode="pessimistic" {...save}>
            <SimpleForm>
                <LockedNote />
                <ExpenseInputs />
            </SimpleForm>
        </Edit>
    );
};
