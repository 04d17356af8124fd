import Download from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PublicReportInfo } from '../../providers/visitTypes';
import { saveBlob } from '../visits/show/saveBlob';
import { PublicReportMessage } from './PublicReportMessage';
import { downloadPublicReport } from './usePublicReport';

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0 }} data-testid={testId}>
                {value}
            </Typography>
        </>
    );
};

/** Who the report is for, and the button that downloads it. */
export const PublicReportCard = ({ hash, info }: { hash: string; info: PublicReportInfo }) => {
    const translate = useTranslate();
    const [busy, setBusy] = useState(false);
    const [failed, setFailed] = useState<number | undefined | null>(null);
    const reportDate = info.verifiedAt ?? info.visitedAt;
    const download = async () => {
        setBusy(true);
        setFailed(null);
        try {
            saveBlob(await downloadPublicReport(hash), `${info.visitCode}.pdf`);
        } catch (error) {
            setFailed((error as { status?: number }).status);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Typography variant="h5" component="h1" data-testid="public-report-organisation">
                {info.organisation}
            </Typography>
            <Typography variant="subtitle1" color="text.secondary" component="p">
                {translate('app.public_report.title')}
            </Typography>
            <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, my: 2 }}
            >
                <Fact label="app.public_report.patient" value={info.patientName} testId="public-report-patient" />
                <Fact label="app.public_report.visit" value={info.visitCode} testId="public-report-visit" />
                <Fact label="app.public_report.report_date" value={new Date(reportDate).toLocaleString()} />
            </Box>
            <Button
                variant="contained"
                size="large"
                startIcon={<Download />}
                onClick={download}
                disabled={busy}
                fullWidth
            >
                {translate(busy ? 'app.public_report.downloading' : 'app.public_report.download')}
            </Button>
            {failed !== null && (
                <Box sx={{ mt: 2 }}>
                    <PublicReportMessage status={failed} />
                </Box>
            )}
        </>
    );
};
