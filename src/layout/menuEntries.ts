import type { FormConfig, MenuGroup } from '../providers/types';
import { preloadSchemaView } from '../registry/preloadView';
import { PAGES } from '../registry/screens';
import { TEST_MANAGEMENT_PATH, TEST_MANAGEMENT_TABS } from '../pages/testManagement/testManagementTabs';

type Translate = (key: string) => string;

/** One link of the sidebar (and of the home page's quick links). */
export interface MenuEntry {
    key: string;
    to: string;
    label: string;
    icon?: string;
    preload: () => Promise<unknown>;
}

/** A bespoke screen that gathers several schema resources under one entry (its tabs). */
interface MenuScreen {
    key: string;
    path: string;
    label: string;
    group: MenuGroup;
    icon: string;
    resources: readonly string[];
    preload: () => Promise<unknown>;
}

export const MENU_SCREENS: readonly MenuScreen[] = [
    {
        key: 'testManagement',
        path: TEST_MANAGEMENT_PATH,
        label: 'app.menu.test_management',
        group: 'Catalogue',
        icon: 'Science',
        resources: TEST_MANAGEMENT_TABS.map(tab => tab.resource),
        preload: PAGES.testManagement.preload,
    },
];

const GATHERED = new Set(MENU_SCREENS.flatMap(screen => screen.resources));

/**
 * The entries of one menu group, by label: the schema resources of the group, except those a
 * bespoke screen gathers, which appear once as that screen (when the user may list any of them).
 */
export const menuEntries = (configs: readonly FormConfig[], group: MenuGroup, translate: Translate): MenuEntry[] => {
    const names = new Set(configs.map(config => config.name));
    const screens = MENU_SCREENS.filter(screen => screen.group === group).flatMap(screen => {
        const first = screen.resources.find(name => names.has(name));
        if (!first) return [];
        const preload = () => Promise.all([screen.preload(), preloadSchemaView(first, 'list')]);
        return [{ key: screen.key, to: screen.path, label: translate(screen.label), icon: screen.icon, preload }];
    });
    const resources = configs
        .filter(config => config.menuGroup === group && !GATHERED.has(config.name))
        .map(config => ({
            key: config.name,
            to: config.route,
            label: config.label,
            icon: config.icon,
            preload: () => preloadSchemaView(config.name, 'list'),
        }));
    return [...screens, ...resources].sort((a, b) => a.label.localeCompare(b.label));
};
