import { useCallback } from 'react';
import { Menu } from 'react-admin';
import type { FormConfig } from '../providers/types';
import { preloadSchemaView } from '../registry/preloadView';
import { iconFor } from './menuIcons';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export const SchemaMenuItem = ({ config }: { config: FormConfig }) => {
    const preload = useCallback(() => preloadSchemaView(config.name, 'list'), [config.name]);
    const intent = usePreloadOnIntent(preload);
    const Icon = iconFor(config.icon);
    return <Menu.Item to={config.route} primaryText={config.label} leftIcon={<Icon />} {...intent} />;
};
