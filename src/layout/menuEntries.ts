import type { FormConfig, LabPermissions } from '../providers/types';
import { preloadSchemaView } from '../registry/preloadView';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';
import { MENU_SECTIONS, type MenuSection } from './menuSections';

type Translate = (key: string) => string;

/** One link of the sidebar. */
export interface MenuEntry {
    key: string;
    to: string;
    label: string;
    icon?: string;
    preload: () => Promise<unknown>;
}

export interface MenuGroupEntries {
    group: MenuGroup;
    entries: MenuEntry[];
}

/** Whether the member holds any of these `resource.action` permissions (`resource.*`: any action). */
export const holdsAny = (permissions: LabPermissions | null | undefined, wanted: readonly string[]): boolean => {
    if (!permissions) return false;
    if (permissions.isAdmin) return true;
    const held = permissions.permissions;
    return wanted.some(permission => {
        if (!permission.endsWith('.*')) return held.includes(permission) || held.includes(wildcardOf(permission));
        const prefix = permission.slice(0, -1);
        return held.some(p => p.startsWith(prefix));
    });
};

const wildcardOf = (permission: string) => `${permission.slice(0, permission.indexOf('.'))}.*`;

const sectionEntry = (section: MenuSection, configNames: Set<string>, translate: Translate): MenuEntry[] => {
    const { key, path, label, icon, resources, preload } = section;
    if (!resources) return [{ key, to: path, label: translate(label), icon, preload }];
    const first = resources.find(name => configNames.has(name));
    if (!first) return [];
    const withTab = () => Promise.all([preload(), preloadSchemaView(first, 'list')]);
    return [{ key, to: path, label: translate(label), icon, preload: withTab }];
};

const schemaEntry = (config: FormConfig): MenuEntry => ({
    key: config.name,
    to: config.route,
    label: config.label,
    icon: config.icon,
    preload: () => preloadSchemaView(config.name, 'list'),
});

/**
 * The sidebar: per group, the bespoke screens the member may open (in their declared order), then
 * the group's schema resources by label (the server only sends the configs the member may list).
 * Schema resources a bespoke screen gathers appear once, as that screen. Empty groups are left out.
 */
export const menuGroups = (
    configs: readonly FormConfig[],
    permissions: LabPermissions | null | undefined,
    translate: Translate,
    sections: readonly MenuSection[] = MENU_SECTIONS
): MenuGroupEntries[] => {
    const configNames = new Set(configs.map(config => config.name));
    const gathered = new Set(sections.flatMap(section => section.resources ?? []));
    const visible = sections.filter(section => !section.permissions || holdsAny(permissions, section.permissions));
    return MENU_GROUPS.map(group => {
        const bespoke = visible
            .filter(section => section.group === group)
            .flatMap(section => sectionEntry(section, configNames, translate));
        const schema = configs
            .filter(config => config.menuGroup === group && !gathered.has(config.name))
            .map(schemaEntry)
            .sort((a, b) => a.label.localeCompare(b.label));
        return { group, entries: [...bespoke, ...schema] };
    }).filter(({ entries }) => entries.length > 0);
};
