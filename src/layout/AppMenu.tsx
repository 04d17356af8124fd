import { Alert, Box } from '@mui/material';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import type { LabPermissions } from '../providers/types';
import { useSchemaConfigs, useSchemaLoadError } from '../registry/schemaRegistry';
import { menuGroups } from './menuEntries';
import { FOLDED_GROUPS, type MenuGroup } from './menuGroups';
import { MenuGroupToggle } from './MenuGroupToggle';
import { SchemaMenuItem } from './SchemaMenuItem';

/** Which groups the member unfolded or folded, remembered in react-admin's store (localStorage). */
export const MENU_GROUPS_STORE_KEY = 'menu.groups';

/**
 * The sidebar, grouped by job (menuGroups.ts): the bespoke screens of menuSections.ts and the schema
 * resources by their config's `menuGroup`, each shown only to whom may open it. Groups fold and
 * unfold; Masters starts folded.
 */
export const AppMenu = () => {
    const translate = useTranslate();
    const [open] = useSidebarState();
    const configs = useSchemaConfigs();
    const loadError = useSchemaLoadError();
    const { permissions } = usePermissions<LabPermissions | null>();
    const [folding, setFolding] = useStore<Partial<Record<MenuGroup, boolean>>>(MENU_GROUPS_STORE_KEY, {});
    const groups = menuGroups(configs, permissions, translate);
    const isExpanded = (group: MenuGroup) => folding[group] ?? !FOLDED_GROUPS.includes(group);

    return (
        <Box component="nav" aria-label={translate('app.menu.label')}>
            <Menu>
                {groups.map(({ group, entries }) => {
                    const items = entries.map(entry => <SchemaMenuItem key={entry.key} entry={entry} />);
                    if (group === 'Home') return items;
                    const expanded = isExpanded(group);
                    return (
                        <Fragment key={group}>
                            <MenuGroupToggle
                                label={translate(`app.menu.groups.${group}`)}
                                expanded={expanded}
                                sidebarOpen={open}
                                onToggle={() => setFolding({ ...folding, [group]: !expanded })}
                            />
                            {expanded && items}
                        </Fragment>
                    );
                })}
                {Boolean(loadError) && open && (
                    <Alert severity="warning" sx={{ m: 1 }}>
                        {translate('app.menu.config_error')}
                    </Alert>
                )}
            </Menu>
        </Box>
    );
};
