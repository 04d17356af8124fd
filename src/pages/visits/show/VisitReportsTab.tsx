import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import {
    Button,
    FormControlLabel,
    LinearProgress,
    Stack,
    Switch,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import { useNotifyMutationError } from '../../../lib/useNotifyMutationError';
import type { LabDataProvider } from '../../../providers/types';
import type { VisitRecord } from '../../../providers/visitTypes';
import { publicReportLink } from '../visitPaths';
import { saveBlob } from './saveBlob';

/** Report versions to download, with or without letterhead; issuing marks the visit reported. */
export const VisitReportsTab = ({ visit }: { visit: VisitRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyMutationError();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { canAccess: canPrint } = useCanAccess({ resource: 'report', action: 'print' });
    const [letterhead, setLetterhead] = useState(true);
    const [busy, setBusy] = useState(false);
    const t = (key: string, args?: Record<string, unknown>) => translate(`app.visit.reports.${key}`, args);

    const run = async (work: () => Promise<void>) => {
        setBusy(true);
        try {
            await work();
        } catch (error) {
            notifyError(error);
        } finally {
            setBusy(false);
        }
    };
    const download = (version: number) =>
        run(async () =>
            saveBlob(
                await dataProvider.visitReportPdf(visit.id, { version, letterhead }),
                `${visit.code}-v${version}.pdf`
            )
        );
    const issue = () =>
        run(async () => {
            saveBlob(await dataProvider.issueVisitReport(visit.id, { letterhead }), `${visit.code}.pdf`);
            notify('app.visit.reports.issued', { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['visit'] });
        });
    const copy = async () => {
        await navigator.clipboard.writeText(publicReportLink(visit.publicHash));
        notify('app.visit.reports.copied', { type: 'info' });
    };

    if (visit.reportVersions.length === 0)
        return <EmptyState title="app.visit.reports.none" text="app.visit.reports.none_text" />;
    return (
        <Stack spacing={2}>
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
                <FormControlLabel
                    control={<Switch checked={letterhead} onChange={event => setLetterhead(event.target.checked)} />}
                    label={t('letterhead')}
                />
                {canPrint && ['verified', 'reported'].includes(visit.status) && (
                    <Button variant="contained" onClick={issue} disabled={busy}>
                        {t('issue')}
                    </Button>
                )}
                <Button startIcon={<ContentCopy />} onClick={copy}>
                    {t('copy_link')}
                </Button>
            </Stack>
            {busy && <LinearProgress aria-label={t('preparing')} />}
            <Table size="small" aria-label={translate('app.visit.show.tabs.reports')} data-testid="visit-reports">
                <TableHead>
                    <TableRow>
                        {['version', 'made', 'by', 'reason'].map(key => (
                            <TableCell key={key}>{t(key)}</TableCell>
                        ))}
                        <TableCell />
                    </TableRow>
                </TableHead>
                <TableBody>
                    {[...visit.reportVersions].reverse().map(report => (
                        <TableRow key={report.version}>
                            <TableCell>{report.version}</TableCell>
                            <TableCell>{new Date(report.createdAt).toLocaleString()}</TableCell>
                            <TableCell>{report.createdBy?.name ?? '—'}</TableCell>
                            <TableCell>{report.reason ?? ''}</TableCell>
                            <TableCell align="right">
                                <Button
                                    size="small"
                                    startIcon={<Download />}
                                    disabled={busy}
                                    onClick={() => download(report.version)}
                                    aria-label={t('download_version', { version: report.version })}
                                >
                                    {t('download')}
                                </Button>
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Stack>
    );
};
