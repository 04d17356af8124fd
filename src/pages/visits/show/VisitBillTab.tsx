import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { useState } from 'react';
import type { VisitRecord } from '../../../providers/visitTypes';
import { VisitBillTable } from '../create/VisitBillTable';
import { VisitTotals } from '../create/VisitTotals';
import { VisitCancelDialog } from './VisitCancelDialog';
import { VisitEditItemsDialog } from './VisitEditItemsDialog';
import { type MoneyDialog, VisitPaymentDialogs } from './VisitPaymentDialogs';
import { VisitPaymentsTable } from './VisitPaymentsTable';
import { billItemsOf, totalsOf } from './visitItems';

const AFTER_VERIFICATION = ['verified', 'reported'];

/** The bill: items, discount, payments and refunds, what is due, and what may be done with it. */
export const VisitBillTab = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const [money, setMoney] = useState<MoneyDialog>(null);
    const [cancelling, setCancelling] = useState(false);
    const [editing, setEditing] = useState(false);
    const { canAccess: canEdit } = useCanAccess({ resource: 'visit', action: 'edit' });
    const { canAccess: canRefund } = useCanAccess({ resource: 'visit', action: 'refund' });
    const { canAccess: canCancel } = useCanAccess({ resource: 'visit', action: 'cancel' });
    const cancelled = visit.status === 'cancelled';
    const verified = AFTER_VERIFICATION.includes(visit.status);
    const collected = visit.samples.some(sample => sample.status !== 'pending');
    return (
        <Stack spacing={2}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap className="no-print">
                {canEdit && !cancelled && visit.due > 0 && (
                    <Button variant="contained" onClick={() => setMoney('payment')}>
                        {translate('app.visit.show.add_payment')}
                    </Button>
                )}
                {canEdit && !cancelled && !collected && (
                    <Button variant="outlined" onClick={() => setEditing(true)}>
                        {translate('app.visit.show.edit_items')}
                    </Button>
                )}
                {canRefund && !verified && visit.paid - visit.refunded > 0 && (
                    <Button variant="outlined" onClick={() => setMoney('refund')}>
                        {translate('app.visit.show.refund_action')}
                    </Button>
                )}
                {canCancel && !cancelled && !verified && (
                    <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                        {translate('app.visit.show.cancel_action')}
                    </Button>
                )}
            </Stack>
            <Box
                sx={{
                    display: 'grid',
                    gap: 3,
                    gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
                    alignItems: 'start',
                }}
            >
                <Stack spacing={2}>
                    <VisitBillTable items={billItemsOf(visit)} />
                    {visit.discount && (
                        <Typography variant="body2" color="text.secondary">
                            {translate('app.visit.show.discount_reason', { reason: visit.discount.reason })}
                            {visit.discount.type === 'percent' ? ` — ${visit.discount.value}%` : ''}
                        </Typography>
                    )}
                    <Typography variant="subtitle2" component="h2">
                        {translate('app.visit.show.payments')}
                    </Typography>
                    <VisitPaymentsTable payments={visit.payments} />
                </Stack>
                <VisitTotals totals={totalsOf(visit)} />
            </Box>
            <VisitPaymentDialogs visit={visit} open={money} onClose={() => setMoney(null)} />
            <VisitCancelDialog visit={visit} open={cancelling} onClose={() => setCancelling(false)} />
            <VisitEditItemsDialog visit={visit} open={editing} onClose={() => setEditing(false)} />
        </Stack>
    );
};
