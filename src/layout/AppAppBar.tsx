import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';
import { PatientQuickSearch } from '../components/PatientQuickSearch';
import { useSchemaConfigs } from '../registry/schemaRegistry';
import { FontMenuButton } from './FontMenuButton';
import { useCurrentOrganisation } from './OrganisationContext';
import { SignOutMenuItem } from './SignOutMenuItem';

const AppToolbar = () => (
    <>
        <FontMenuButton />
        <ToggleThemeButton />
        <LoadingIndicator />
    </>
);

/** Organisation name, page title, patient finder, font and light/dark switches, user menu with sign-out. */
export const AppAppBar = () => {
    const organisation = useCurrentOrganisation();
    // Form configs are served only for what the user may list: no patient config, no finder.
    const canFindPatients = useSchemaConfigs().some(config => config.name === 'patient');
    return (
        <AppBar
            toolbar={<AppToolbar />}
            userMenu={
                <UserMenu>
                    <SignOutMenuItem />
                </UserMenu>
            }
        >
            {organisation && (
                <Typography
                    component="span"
                    variant="subtitle1"
                    noWrap
                    sx={{ fontWeight: 600, mr: 2 }}
                    data-testid="organisation-name"
                >
                    {organisation.name}
                </Typography>
            )}
            <TitlePortal variant="subtitle1" />
            {canFindPatients && <PatientQuickSearch />}
        </AppBar>
    );
};
