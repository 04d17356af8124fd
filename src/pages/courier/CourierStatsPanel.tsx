import { Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CourierStatsRow } from '../../../contract/courier';
import type { LabDataProvider } from '../../providers/types';
import { minutesText, percentText } from './shipmentText';
import { COURIER_KEY } from './useCourierData';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Per courier, over a period: shipments received, median hand-over → receipt, share with discrepancies. */
export const CourierStatsPanel = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [from, setFrom] = useState(day(-29));
    const [to, setTo] = useState(day(0));
    const { data } = useQuery({
        queryKey: [COURIER_KEY, 'stats', from, to],
        queryFn: () => dataProvider.courierStats({ from, to }),
        enabled: Boolean(from && to && from <= to),
    });
    const row = (r: CourierStatsRow, label: string, key: string) => (
        <TableRow key={key}>
            <TableCell component="th" scope="row">
                {label}
            </TableCell>
            <TableCell align="right">{r.shipments}</TableCell>
            <TableCell align="right">{minutesText(r.medianMinutes, translate)}</TableCell>
            <TableCell align="right">{percentText(r.discrepancyShare)}</TableCell>
        </TableRow>
    );
    return (
        <Stack spacing={2} component="section" aria-labelledby="courier-stats-title">
            <Typography id="courier-stats-title" variant="subtitle1" component="h2">
                {translate('app.courier.stats.title')}
            </Typography>
            <Stack direction="row" spacing={1}>
                <TextField
                    type="date"
                    size="small"
                    label={translate('app.courier.stats.from')}
                    value={from}
                    onChange={event => setFrom(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                    type="date"
                    size="small"
                    label={translate('app.courier.stats.to')}
                    value={to}
                    onChange={event => setTo(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
            </Stack>
            {data && data.rows.length === 0 ? (
                <Typography color="text.secondary">{translate('app.courier.stats.empty')}</Typography>
            ) : (
                <Table size="small" sx={{ overflowX: 'auto', display: 'block' }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('app.courier.stats.courier')}</TableCell>
                            <TableCell align="right">{translate('app.courier.stats.shipments')}</TableCell>
                            <TableCell align="right">{translate('app.courier.stats.median')}</TableCell>
                            <TableCell align="right">{translate('app.courier.stats.share')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data?.rows.map((r, index) =>
                            row(
                                r,
                                r.courier?.name ?? translate('app.courier.stats.none'),
                                r.courier?.id ?? `none-${index}`
                            )
                        )}
                        {data && row(data.total, translate('app.courier.stats.total'), 'total')}
                    </TableBody>
                </Table>
            )}
        </Stack>
    );
};
