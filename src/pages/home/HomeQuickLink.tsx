import { Button } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { MenuEntry } from '../../layout/menuEntries';
import { iconFor } from '../../layout/menuIcons';
import { usePreloadOnIntent } from '../../layout/usePreloadOnIntent';

export const HomeQuickLink = ({ entry }: { entry: MenuEntry }) => {
    const intent = usePreloadOnIntent(entry.preload);
    const Icon = iconFor(entry.icon);
    return (
        <Button component={LinkBase} to={entry.to} startIcon={<Icon />} variant="outlined" fullWidth sx={{ justifyContent: 'flex-start', textTransform: 'none' }} {...intent}>
            {entry.label}
        </Button>
    );
};
