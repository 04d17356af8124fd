import { Box } from '@mui/material';
import { BarcodeSvg } from './BarcodeSvg';
import type { BarcodeLabel } from './labelData';

const line = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.15 } as const;

/** One tube label at its real size, 50 mm × 25 mm; on paper each is a page of the label roll. */
export const BarcodeLabelView = ({ label }: { label: BarcodeLabel }) => (
    <Box
        className="lab-label"
        data-testid="barcode-label"
        sx={{
            width: '50mm',
            height: '25mm',
            boxSizing: 'border-box',
            p: '1.5mm 2mm',
            bgcolor: '#ffffff',
            color: '#000000',
            fontFamily: 'Arial, sans-serif',
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            breakAfter: 'page',
            pageBreakAfter: 'always',
        }}
    >
        <Box sx={{ ...line, fontSize: '8pt', fontWeight: 700 }}>{label.patientName}</Box>
        <Box sx={{ ...line, fontSize: '7pt', display: 'flex', justifyContent: 'space-between', gap: '2mm' }}>
            <span>{label.visitCode}</span>
            <Box component="span" sx={{ ...line }}>
                {label.container}
            </Box>
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'flex-end', mt: '0.5mm' }}>
            <BarcodeSvg value={label.barcode} />
        </Box>
    </Box>
);
