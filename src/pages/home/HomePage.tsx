import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useCurrentOrganisation } from '../../layout/OrganisationContext';
import { BackupNotice } from './BackupNotice';
import { HomeDashboard } from './HomeDashboard';

/** The home route `/`: organisation, signed-in user, and the figures of their job, each linking to its list. */
export const HomePage = () => {
    const translate = useTranslate();
    const organisation = useCurrentOrganisation();
    const { identity } = useGetIdentity();
    return (
        <Box sx={{ py: 3 }}>
            <Title title={translate('app.home.title')} />
            <BackupNotice />
            <Stack spacing={0.5} sx={{ mb: 3 }}>
                <Typography variant="overline" color="text.secondary">
                    {translate('app.home.organisation')}
                </Typography>
                <Typography variant="h4" component="h1" data-testid="home-organisation">
                    {organisation?.name}
                </Typography>
                {identity && (
                    <Typography color="text.secondary" data-testid="home-user">
                        {translate('app.home.welcome', { name: identity.fullName || identity.email })}
                        {identity.email ? ` · ${translate('app.home.signed_in_as', { email: identity.email })}` : ''}
                    </Typography>
                )}
            </Stack>
            <HomeDashboard />
        </Box>
    );
};
