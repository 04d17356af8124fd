import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitPayment } from '../../../providers/visitTypes';
import { formatMoney } from '../money';

/** Money in and out of the visit, oldest first. */
export const VisitPaymentsTable = ({ payments }: { payments: readonly VisitPayment[] }) => {
    const translate = useTranslate();
    if (payments.length === 0) {
        return <Typography color="text.secondary">{translate('app.visit.show.no_payments')}</Typography>;
    }
    return (
        <Table size="small" aria-label={translate('app.visit.show.payments')} data-testid="visit-payments">
            <TableHead>
                <TableRow>
                    <TableCell>{translate('app.visit.show.received')}</TableCell>
                    <TableCell>{translate('app.visit.show.kind')}</TableCell>
                    <TableCell>{translate('app.visit.create.mode')}</TableCell>
                    <TableCell>{translate('app.visit.create.reference')}</TableCell>
                    <TableCell>{translate('app.visit.show.by')}</TableCell>
                    <TableCell align="right">{translate('app.visit.create.amount')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {payments.map(payment => (
                    <TableRow key={payment.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {new Date(payment.receivedAt).toLocaleString()}
                        </TableCell>
                        <TableCell>{translate(`app.visit.show.${payment.kind}`)}</TableCell>
                        <TableCell>{payment.mode}</TableCell>
                        <TableCell>{payment.kind === 'refund' ? payment.reason : payment.reference}</TableCell>
                        <TableCell>{payment.receivedBy?.name}</TableCell>
                        <TableCell align="right">
                            {payment.kind === 'refund' ? '−' : ''}
                            {formatMoney(payment.amount)}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
