import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';
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

/** Organisation name, page title, font and light/dark switches, user menu with sign-out. */
export const AppAppBar = () => {
    const organisation = useCurrentOrganisation();
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
                <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 600, mr: 2 }} data-testid="organisation-name">
                    {organisation.name}
                </Typography>
            )}
            <TitlePortal variant="subtitle1" />
        </AppBar>
    );
};
