import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillTotals } from './billTotals';
import { formatMoney } from '../money';

const ROWS: (keyof BillTotals | 'refunded')[] = ['gross', 'discount', 'net', 'paid', 'refunded', 'due'];

/**
 * Gross, discount, net, paid and due: always in view while a bill is written or read. A due below zero
 * (a cancelled visit that was paid for) is money the laboratory owes back: shown as "To refund".
 */
export const VisitTotals = ({ totals }: { totals: BillTotals & { refunded?: number } }) => {
    const translate = useTranslate();
    return (
        <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}
            data-testid="bill-totals"
        >
            {ROWS.filter(key => key !== 'refunded' || (totals.refunded ?? 0) > 0).map(key => {
                const strong = key === 'net' || key === 'due';
                const owed = key === 'due' && totals.due < 0;
                return (
                    <Box key={key} sx={{ display: 'contents' }} data-testid={`total-${key}`}>
                        <Typography
                            component="dt"
                            variant={strong ? 'subtitle1' : 'body2'}
                            sx={{ fontWeight: strong ? 700 : 400 }}
                        >
                            {translate(owed ? 'app.visit.totals.to_refund' : `app.visit.totals.${key}`)}
                        </Typography>
                        <Typography
                            component="dd"
                            variant={strong ? 'subtitle1' : 'body2'}
                            color={key === 'due' && totals.due !== 0 ? (owed ? 'warning.main' : 'error') : undefined}
                            sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400 }}
                        >
                            {key === 'discount' && totals.discount > 0 ? '−' : ''}
                            {formatMoney(owed ? -totals.due : (totals[key] ?? 0))}
                        </Typography>
                    </Box>
                );
            })}
        </Box>
    );
};
