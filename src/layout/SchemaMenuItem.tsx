import { Menu } from 'react-admin';
import { MenuIcon } from './menuIcons';
import type { MenuEntry } from './menuEntries';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export const SchemaMenuItem = ({ entry }: { entry: MenuEntry }) => {
    const intent = usePreloadOnIntent(entry.preload);
    return <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={<MenuIcon name={entry.icon} />} {...intent} />;
};
