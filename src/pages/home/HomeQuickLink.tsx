import { Button } from '@mui/material';
import { useCallback } from 'react';
import { LinkBase } from 'react-admin';
import { iconFor } from '../../layout/menuIcons';
import { usePreloadOnIntent } from '../../layout/usePreloadOnIntent';
import type { FormConfig } from '../../providers/types';
import { preloadSchemaView } from '../../registry/preloadView';

export const HomeQuickLink = ({ config }: { config: FormConfig }) => {
    const preload = useCallback(() => preloadSchemaView(config.name, 'list'), [config.name]);
    const intent = usePreloadOnIntent(preload);
    const Icon = iconFor(config.icon);
    return (
        <Button component={LinkBase} to={config.route} startIcon={<Icon />} variant="outlined" fullWidth sx={{ justifyContent: 'flex-start', textTransform: 'none' }} {...intent}>
            {config.label}
        </Button>
    );
};
