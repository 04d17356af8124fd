import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../../lib/appConfig';

const InfoCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
    <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {title}
                </Typography>
                {children}
            </CardContent>
        </Card>
    </Grid>
);

/** The three cards of the crash screen (spec §2): What Happened, Quick Recovery, Need Help. */
export const CrashInfoCards = () => {
    const translate = useTranslate();
    const email = useAppConfig().supportEmail;
    return (
        <Grid container spacing={2}>
            <InfoCard title={translate('app.crash.what_happened')}>
                <Typography color="text.secondary">{translate('app.crash.what_happened_text')}</Typography>
            </InfoCard>
            <InfoCard title={translate('app.crash.quick_recovery')}>
                <Typography color="text.secondary">{translate('app.crash.quick_recovery_text')}</Typography>
            </InfoCard>
            <InfoCard title={translate('app.crash.need_help')}>
                <Typography color="text.secondary" gutterBottom>
                    {translate('app.crash.need_help_text')}
                </Typography>
                {email ? (
                    <Link href={`mailto:${email}`}>{email}</Link>
                ) : (
                    <Typography color="text.secondary">{translate('app.crash.no_support')}</Typography>
                )}
            </InfoCard>
        </Grid>
    );
};
