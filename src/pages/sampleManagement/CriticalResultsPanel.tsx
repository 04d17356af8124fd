import WarningIcon from '@mui/icons-material/WarningAmber';
import { alpha, Box, Link as MuiLink, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { FlagChip } from './FlagChip';
import { formatStamp } from './labTime';
import { telHref } from './queueText';
import { sampleVisitPath } from './sampleManagementPaths';
import { LAB_WORK_KEY } from './useSampleAction';

/**
 * Critical values of the period, newest first, with the patient's phone to call them through; only those no one
 * has verified yet when the worklist is filtered to them (`unverified`).
 */
export const CriticalResultsPanel = ({ from, to, unverified }: { from: string; to: string; unverified?: boolean }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const request = {
        filter: { from, to, ...(unverified ? { verified: false } : {}) },
        range: [0, 49] as [number, number],
    };
    const { data } = useQuery({
        queryKey: [LAB_WORK_KEY, 'critical-results', request],
        queryFn: () => dataProvider.criticalResults(request),
        refetchInterval: 60_000,
    });
    const rows = data?.data ?? [];
    return (
        <Paper
            variant="outlined"
            component="section"
            aria-labelledby="critical-title"
            sx={theme => ({
                borderColor: rows.length > 0 ? 'error.main' : 'divider',
                bgcolor: rows.length > 0 ? alpha(theme.palette.error.main, 0.06) : undefined,
            })}
        >
            <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2, pb: 0 }}>
                <WarningIcon color={rows.length > 0 ? 'error' : 'disabled'} />
                <Typography variant="h6" component="h2" id="critical-title">
                    {translate('app.lab.critical.title', { smart_count: data?.total ?? 0 })}
                </Typography>
            </Stack>
            {rows.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                    {translate('app.lab.critical.none')}
                </Typography>
            ) : (
                <List dense data-testid="critical-results">
                    {rows.map(result => (
                        <ListItem key={result.id} divider sx={{ display: 'block' }}>
                            <Stack direction="row" justifyContent="space-between" gap={1}>
                                <Box>
                                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                        {result.name}: {result.value} {result.unit}
                                    </Typography>
                                    <Typography variant="caption" color="text.secondary">
                                        {result.patient.fullName} ·{' '}
                                        <Link to={sampleVisitPath(result.visitId)}>{result.visitCode}</Link> ·{' '}
                                        {formatStamp(result.enteredAt)}
                                    </Typography>
                                </Box>
                                <FlagChip flag={result.flag} isCritical />
                            </Stack>
                            {result.patient.phone && (
                                <MuiLink href={telHref(result.patient.phone)} variant="body2">
                                    {result.patient.phone}
                                </MuiLink>
                            )}
                        </ListItem>
                    ))}
                </List>
            )}
        </Paper>
    );
};
