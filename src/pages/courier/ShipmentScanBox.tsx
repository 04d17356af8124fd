import { Alert, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { errorText, useShipmentStep } from './useCourierData';

/**
 * The scan box: a keyboard-wedge scanner types the barcode and presses Enter, which adds the sample. The box
 * keeps the focus and empties itself, so the next tube can be scanned at once; a refusal stays under it.
 */
export const ShipmentScanBox = ({ shipmentId }: { shipmentId: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [barcode, setBarcode] = useState('');
    const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
    const input = useRef<HTMLInputElement>(null);
    // A scan station: the box is ready for the scanner as soon as the shipment opens.
    useEffect(() => input.current?.focus(), []);
    const scan = useShipmentStep((code: string) => dataProvider.shipmentScan(shipmentId, code));
    const submit = () => {
        const code = barcode.trim();
        if (!code || scan.isPending) return;
        scan.mutate(code, {
            onSuccess: () => {
                setBarcode('');
                setMessage({ ok: true, text: translate('app.courier.scan.added', { barcode: code }) });
            },
            onError: error => setMessage({ ok: false, text: errorText(error) }),
            onSettled: () => input.current?.focus(),
        });
    };
    return (
        <Stack spacing={1}>
            <TextField
                inputRef={input}
                fullWidth
                label={translate('app.courier.scan.label')}
                value={barcode}
                onChange={event => setBarcode(event.target.value)}
                onKeyDown={event => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    submit();
                }}
                slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'text', 'data-testid': 'scan-box' } }}
            />
            {message && (
                <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
                    {message.text}
                </Alert>
            )}
        </Stack>
    );
};
