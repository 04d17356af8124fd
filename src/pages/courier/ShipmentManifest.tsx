import { Box, GlobalStyles, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import type { ShipmentRecord } from '../../../contract/courier';
import { BarcodeSvg } from '../sampleManagement/BarcodeSvg';
import { routeText } from './shipmentText';

/** On paper only the manifest: the screen is hidden, the manifest (hidden on screen) is printed alone. */
const printStyles = {
    '.courier-manifest': { display: 'none' },
    '@media print': {
        'body > *:not(.courier-manifest)': { display: 'none !important' },
        'body > .courier-manifest': { display: 'block !important', padding: '10mm', color: '#000', background: '#fff' },
    },
};

const SIGNATURES = ['packed_by', 'courier_sign', 'received_by'];

/** The manifest that travels with the box: barcodes, patients, tests, the count and three signature lines. */
export const ShipmentManifest = ({ shipment }: { shipment: ShipmentRecord }) => {
    const translate = useTranslate();
    const packed = shipment.items.filter(item => item.condition !== 'extra');
    return createPortal(
        <div className="courier-manifest" data-testid="courier-manifest">
            <GlobalStyles styles={printStyles} />
            <Typography variant="h5" component="h1">
                {translate('app.courier.manifest.title', { code: shipment.code })}
            </Typography>
            <Typography>{routeText(shipment, translate)}</Typography>
            {shipment.courier && (
                <Typography>{translate('app.courier.detail.courier', { name: shipment.courier.name })}</Typography>
            )}
            <Table size="small" sx={{ my: 2 }}>
                <TableHead>
                    <TableRow>
                        {['barcode', 'patient', 'visit', 'tests', 'container'].map(column => (
                            <TableCell key={column}>{translate(`app.courier.manifest.${column}`)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {packed.map(item => (
                        <TableRow key={item.sampleId}>
                            <TableCell sx={{ width: '45mm' }}>
                                <BarcodeSvg value={item.barcode} height="10mm" />
                            </TableCell>
                            <TableCell>
                                {item.patient.fullName} ({item.patient.code})
                            </TableCell>
                            <TableCell>{item.visitCode}</TableCell>
                            <TableCell>{item.tests.join(', ')}</TableCell>
                            <TableCell>{item.container ?? ''}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Typography fontWeight="bold">
                {translate('app.courier.manifest.count', { count: packed.length })}
            </Typography>
            <Stack direction="row" spacing={4} sx={{ mt: 6 }}>
                {SIGNATURES.map(line => (
                    <Box key={line} sx={{ flex: 1, borderTop: '1px solid #000', pt: 0.5 }}>
                        <Typography variant="caption">{translate(`app.courier.manifest.${line}`)}</Typography>
                    </Box>
                ))}
            </Stack>
        </div>,
        document.body
    );
};
