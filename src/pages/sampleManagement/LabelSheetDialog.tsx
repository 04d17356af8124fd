import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, GlobalStyles, Stack } from '@mui/material';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { BarcodeLabelView } from './BarcodeLabelView';
import type { BarcodeLabel } from './labelData';

/** On paper only the labels, one per 50 mm × 25 mm page of the label printer. */
const printStyles = {
    '@page': { size: '50mm 25mm', margin: 0 },
    '.lab-label-sheet': { display: 'none' },
    '@media print': {
        'body > *:not(.lab-label-sheet)': { display: 'none !important' },
        'body > .lab-label-sheet': { display: 'block !important' },
        body: { margin: 0, background: 'none' },
    },
};

interface Props {
    labels: BarcodeLabel[];
    onClose: () => void;
}

/** The label sheet: a preview at real size, and the same labels printed alone. Its own chunk (jsbarcode). */
export const LabelSheetDialog = ({ labels, onClose }: Props) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} aria-labelledby="label-sheet-title" maxWidth="sm">
            <GlobalStyles styles={printStyles} />
            <DialogTitle id="label-sheet-title">
                {translate('app.lab.labels.title', { smart_count: labels.length })}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={1} alignItems="center">
                    {labels.map(label => (
                        <Box key={label.barcode} sx={{ border: 1, borderColor: 'divider' }}>
                            <BarcodeLabelView label={label} />
                        </Box>
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
                <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {translate('app.print')}
                </Button>
            </DialogActions>
            {createPortal(
                <div className="lab-label-sheet" data-testid="label-sheet">
                    {labels.map(label => (
                        <BarcodeLabelView key={label.barcode} label={label} />
                    ))}
                </div>,
                document.body
            )}
        </Dialog>
    );
};
