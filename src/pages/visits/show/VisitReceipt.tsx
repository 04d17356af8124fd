import Print from '@mui/icons-material/Print';
import { Box, Button, Divider, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentOrganisation } from '../../../layout/OrganisationContext';
import type { VisitRecord } from '../../../providers/visitTypes';
import { VisitBillTable } from '../create/VisitBillTable';
import { VisitTotals } from '../create/VisitTotals';
import { VisitPaymentsTable } from './VisitPaymentsTable';
import { billItemsOf, totalsOf } from './visitItems';

/** On paper, only the receipt. */
const printStyles = {
    '@media print': {
        'body *': { visibility: 'hidden' },
        '.visit-receipt, .visit-receipt *': { visibility: 'visible' },
        '.visit-receipt': {
            position: 'absolute',
            left: 0,
            top: 0,
            width: '100%',
            border: 'none !important',
            boxShadow: 'none !important',
        },
        '.visit-receipt .no-print': { display: 'none' },
    },
};

const Line = ({ label, value }: { label: string; value: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                {translate(label)}:
            </Box>
            {value}
        </Typography>
    );
};

/** The patient's receipt: organisation, visit, patient, items, totals, payments and due; printed with the browser. */
export const VisitReceipt = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const organisation = useCurrentOrganisation();
    return (
        <>
            <GlobalStyles styles={printStyles} />
            <Paper
                variant="outlined"
                className="visit-receipt"
                sx={{ p: 3, maxWidth: 720 }}
                data-testid="visit-receipt"
            >
                <Stack direction="row" justifyContent="space-between" alignItems="flex-start">
                    <div>
                        <Typography variant="h6" component="p" data-testid="receipt-organisation">
                            {organisation?.name}
                        </Typography>
                        <Typography variant="subtitle2" component="h2">
                            {translate('app.visit.receipt.title')}
                        </Typography>
                    </div>
                    <Button className="no-print" startIcon={<Print />} onClick={() => window.print()}>
                        {translate('app.visit.receipt.print')}
                    </Button>
                </Stack>
                <Divider sx={{ my: 1.5 }} />
                <Line label="app.visit.receipt.visit" value={visit.code} />
                <Line label="app.visit.receipt.date" value={new Date(visit.visitedAt).toLocaleString()} />
                <Line label="app.visit.receipt.patient" value={`${visit.patient.fullName} (${visit.patient.code})`} />
                {visit.referrer && <Line label="app.visit.receipt.referrer" value={visit.referrer.name} />}
                <Box sx={{ my: 2 }}>
                    <VisitBillTable items={billItemsOf(visit)} />
                </Box>
                <Box sx={{ ml: 'auto', maxWidth: 280 }}>
                    <VisitTotals totals={totalsOf(visit)} />
                </Box>
                {visit.payments.length > 0 && (
                    <Box sx={{ mt: 2 }}>
                        <Typography variant="subtitle2" component="h3">
                            {translate('app.visit.receipt.payments')}
                        </Typography>
                        <VisitPaymentsTable payments={visit.payments} />
                    </Box>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                    {translate('app.visit.receipt.thank_you')}
                </Typography>
            </Paper>
        </>
    );
};
