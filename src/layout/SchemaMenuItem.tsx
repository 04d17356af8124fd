import { Menu } from 'react-admin';
import { iconFor } from './menuIcons';
import type { MenuEntry } from './menuEntries';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export const SchemaMenuItem = ({ entry }: { entry: MenuEntry }) => {
    const intent = usePreloadOnIntent(entry.preload);
    const Icon = iconFor(entry.icon);
    return <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={<Icon />} {...intent} />;
};
