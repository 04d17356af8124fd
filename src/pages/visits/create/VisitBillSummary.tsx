import { Card, CardContent, Stack } from '@mui/material';
import { SaveButton } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DiscountReason, PaymentMode } from '../useMasterRows';
import { billTotals } from './billTotals';
import { VisitDiscountInputs } from './VisitDiscountInputs';
import type { VisitFormValues } from './visitForm';
import { VisitPaymentsInput } from './VisitPaymentsInput';
import { VisitTotals } from './VisitTotals';

interface Props {
    modes: readonly PaymentMode[];
    reasons: readonly DiscountReason[];
}

/** The money side of the bill, in view beside the tests: discount, payments, totals and Save. */
export const VisitBillSummary = ({ modes, reasons }: Props) => {
    const [items = [], discount, payments = []] = useWatch<VisitFormValues, ['items', 'discount', 'payments']>({
        name: ['items', 'discount', 'payments'],
    });
    const totals = billTotals({ prices: items.map(item => item.price), discount, payments });
    return (
        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
            <CardContent component={Stack} spacing={1}>
                <VisitDiscountInputs reasons={reasons} />
                <VisitPaymentsInput modes={modes} due={totals.due} />
                <VisitTotals totals={totals} />
                <SaveButton label="app.visit.create.save" alwaysEnable fullWidth />
            </CardContent>
        </Card>
    );
};
