import { Alert, Box, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { MENU_GROUPS } from '../providers/types';
import { PAGES } from '../registry/screens';
import { useSchemaConfigs, useSchemaLoadError } from '../registry/schemaRegistry';
import { menuEntries } from './menuEntries';
import { SchemaMenuItem } from './SchemaMenuItem';
import { usePreloadOnIntent } from './usePreloadOnIntent';
import { UserManagementMenu } from '../pages/userManagement/UserManagementMenu';
import { VisitsMenu } from '../pages/visits/VisitsMenu';
import { LabMenu } from '../pages/sampleManagement/LabMenu';

/**
 * The sidebar of spec §2, grouped under Front desk, Laboratory, Catalogue, Masters and
 * Administration. Only screens that exist are listed: the schema resources, by their config's
 * `menuGroup`, and the bespoke screens that gather several of them (Test management).
 */
export const AppMenu = () => {
    const translate = useTranslate();
    const [open] = useSidebarState();
    const configs = useSchemaConfigs();
    const loadError = useSchemaLoadError();
    const homeIntent = usePreloadOnIntent(PAGES.home.preload);

    return (
        <Box component="nav" aria-label={translate('app.menu.label')}>
        <Menu>
            <Menu.DashboardItem primaryText={translate('app.menu.home')} {...homeIntent} />
            <VisitsMenu />
            {MENU_GROUPS.map(group => {
                const items = menuEntries(configs, group, translate);
                if (items.length === 0) return null;
                return (
                    <Fragment key={group}>
                        {open && (
                            <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
                                {translate(`app.menu.groups.${group}`)}
                            </ListSubheader>
                        )}
                        {items.map(entry => (
                            <SchemaMenuItem key={entry.key} entry={entry} />
                        ))}
                    </Fragment>
                );
            })}
            <LabMenu />
            <UserManagementMenu />
            {Boolean(loadError) && open && (
                <Alert severity="warning" sx={{ m: 1 }}>
                    {translate('app.menu.config_error')}
                </Alert>
            )}
        </Menu>
        </Box>
    );
};
