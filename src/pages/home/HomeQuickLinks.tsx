import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MENU_GROUPS } from '../../providers/types';
import { menuEntries } from '../../layout/menuEntries';
import { useSchemaConfigs } from '../../registry/schemaRegistry';
import { HomeQuickLink } from './HomeQuickLink';

/** Quick links to every screen the user can open, grouped like the sidebar. */
export const HomeQuickLinks = () => {
    const translate = useTranslate();
    const configs = useSchemaConfigs();
    if (configs.length === 0) {
        return <Typography color="text.secondary">{translate('app.home.no_screens')}</Typography>;
    }
    return (
        <Grid container spacing={2}>
            {MENU_GROUPS.map(group => {
                const items = menuEntries(configs, group, translate);
                if (items.length === 0) return null;
                return (
                    <Grid key={group} size={12}>
                        <Card variant="outlined" sx={{ height: '100%' }}>
                            <CardContent>
                                <Typography variant="overline" component="h3" color="text.secondary">
                                    {translate(`app.menu.groups.${group}`)}
                                </Typography>
                                <Grid container spacing={1}>
                                    {items.map(entry => (
                                        <Grid key={entry.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                                            <HomeQuickLink entry={entry} />
                                        </Grid>
                                    ))}
                                </Grid>
                            </CardContent>
                        </Card>
                    </Grid>
                );
            })}
        </Grid>
    );
};
