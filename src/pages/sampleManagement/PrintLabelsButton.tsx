import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BarcodeLabel } from './labelData';

const LabelSheetDialog = lazy(() => import('./LabelSheetDialog').then(m => ({ default: m.LabelSheetDialog })));

/** Opens the label sheet of the given tubes. */
export const PrintLabelsButton = ({ labels, label }: { labels: BarcodeLabel[]; label: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    if (labels.length === 0) return null;
    return (
        <>
            <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setOpen(true)} sx={{ minHeight: 48 }}>
                {translate(label, { smart_count: labels.length })}
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <LabelSheetDialog labels={labels} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
