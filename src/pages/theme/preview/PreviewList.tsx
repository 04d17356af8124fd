import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitStatus } from '../../../providers/visitTypes';
import { VisitStatusChip } from '../../visits/list/VisitStatusChip';

const ROWS: { code: string; patient: string; status: VisitStatus; amount: string }[] = [
    { code: 'V-2025-000121', patient: 'Mr. Ravi Kumar', status: 'registered', amount: '₹ 1,250.00' },
    { code: 'V-2025-000122', patient: 'Ms. Asha Menon', status: 'in-progress', amount: '₹ 640.00' },
    { code: 'V-2025-000123', patient: 'Mrs. Leela Nair', status: 'verified', amount: '₹ 2,980.00' },
];

/** A list as the visit list shows it: table head, rows and the visit status chips. */
export const PreviewList = () => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.theme.preview.${key}`);
    return (
        <Card>
            <CardHeader title={t('list')} titleTypographyProps={{ variant: 'subtitle1' }} />
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{t('visit')}</TableCell>
                        <TableCell>{t('patient')}</TableCell>
                        <TableCell>{t('status')}</TableCell>
                        <TableCell align="right">{t('amount')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {ROWS.map(row => (
                        <TableRow key={row.code} hover>
                            <TableCell>{row.code}</TableCell>
                            <TableCell>{row.patient}</TableCell>
                            <TableCell>
                                <VisitStatusChip status={row.status} />
                            </TableCell>
                            <TableCell align="right">{row.amount}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Card>
    );
};
