import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultFlag } from '../../../providers/labWorkTypes';
import { FlagChip } from '../../sampleManagement/FlagChip';

const RESULTS: { test: string; value: string; range: string; flag: ResultFlag | null; critical?: boolean }[] = [
    { test: 'Haemoglobin', value: '9.8 g/dL', range: '12.0 – 15.5', flag: 'L' },
    { test: 'Fasting glucose', value: '92 mg/dL', range: '70 – 99', flag: null },
    { test: 'Potassium', value: '6.9 mmol/L', range: '3.5 – 5.1', flag: 'HH', critical: true },
    { test: 'TSH', value: '5.8 µIU/mL', range: '0.4 – 4.0', flag: 'H' },
];

/** A visit's result table with the flags the lab screens show (L/H amber, critical red). */
export const PreviewResults = () => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.theme.preview.${key}`);
    return (
        <Card>
            <CardHeader title={t('results')} titleTypographyProps={{ variant: 'subtitle1' }} />
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{t('analyte')}</TableCell>
                        <TableCell>{t('value')}</TableCell>
                        <TableCell>{t('range')}</TableCell>
                        <TableCell>{t('flag')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {RESULTS.map(row => (
                        <TableRow key={row.test}>
                            <TableCell>{row.test}</TableCell>
                            <TableCell sx={{ fontWeight: row.flag ? 700 : 400 }}>{row.value}</TableCell>
                            <TableCell>{row.range}</TableCell>
                            <TableCell>
                                <FlagChip flag={row.flag} isCritical={row.critical} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Card>
    );
};
