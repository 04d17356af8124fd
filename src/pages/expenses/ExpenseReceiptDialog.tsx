import { Box, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../../contract/expense';
import type { LabDataProvider } from '../../providers/types';

/** The receipt's bytes as a blob URL (the dialog revokes it when it closes). */
const useReceiptUrl = (id: string) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data } = useQuery({
        queryKey: ['expense', id, 'receipt'],
        queryFn: async () => URL.createObjectURL(await dataProvider.expenseReceipt(id)),
        gcTime: 0,
    });
    return data;
};

/** The receipt shown inline: a photo as an image, a PDF in the browser's own viewer. */
export const ExpenseReceiptDialog = ({ expense, onClose }: { expense: ExpenseRecord; onClose: () => void }) => {
    const translate = useTranslate();
    const url = useReceiptUrl(expense.id);
    const receipt = expense.receipt!;
    const close = () => {
        if (url) URL.revokeObjectURL(url);
        onClose();
    };
    const title = translate('app.expense.receipt.title', { name: receipt.name });
    return (
        <Dialog open onClose={close} maxWidth="md" fullWidth aria-label={title}>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent dividers>
                {!url ? (
                    <Box
                        sx={{ display: 'flex', justifyContent: 'center', p: 4 }}
                        aria-label={translate('app.expense.receipt.loading')}
                    >
                        <CircularProgress />
                    </Box>
                ) : receipt.contentType === 'application/pdf' ? (
                    <Box component="iframe" src={url} title={title} sx={{ width: '100%', height: '70vh', border: 0 }} />
                ) : (
                    <Box
                        component="img"
                        src={url}
                        alt={title}
                        sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
                    />
                )}
            </DialogContent>
            <DialogActions>
                <Button label="app.expense.receipt.close" onClick={close} />
            </DialogActions>
        </Dialog>
    );
};
