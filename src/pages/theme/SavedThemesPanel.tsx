import { Alert, Box, Button, Card, CardContent, CardHeader, List, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { SavedTheme } from '../../../contract/theme';
import { useEditorSnapshot } from '../../theme/editorStore';
import { editorActions } from '../../theme/editorActions';
import { useSavedThemes } from '../../theme/savedThemes';
import { hexStyles } from '../../theme/themeActions';
import { refOf } from '../../theme/themeSync';
import { SavedThemeRow } from './SavedThemeRow';
import { useThemeService } from './useThemeService';

const open = (theme: Pick<SavedTheme, 'styles' | 'currentMode' | 'hslAdjustments'>, ref: string) =>
    editorActions.openSaved({ ...theme, styles: hexStyles(theme.styles), preset: undefined }, ref);

/** The member's saved themes (10 a page), the organisation's default, and the themes kept in this browser. */
export const SavedThemesPanel = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const service = useThemeService();
    const { items, page, perPage, total, current, organisationDefault, local } = useSavedThemes();
    const { currentMode } = useEditorSnapshot().themeState;
    const { canAccess: canSetDefault } = useCanAccess({ resource: 'theme', action: 'set-default' });
    const t = (key: string, args?: object) => translate(`app.theme.saved.${key}`, args);
    const pages = Math.max(1, Math.ceil(total / perPage));
    useEffect(() => {
        void service.fetchThemes(1);
    }, [service]);

    const wearAndOpen = async (theme: SavedTheme) => {
        await service.wear(theme.id);
        open(theme, refOf({ ...theme, source: 'own' }));
    };
    const wearDefault = async () => {
        const worn = (await service.wear(null))?.data;
        if (worn?.source === 'organisation') open(worn, refOf(worn));
    };
    const makeDefault = async (theme: SavedTheme) => {
        if (await service.setOrganisationDefault(theme.id)) {
            notify(t('organisation_default_set', { name: theme.name }), { type: 'success' });
        }
    };
    return (
        <Card variant="outlined" sx={{ mt: 2 }}>
            <CardHeader title={t('title')} titleTypographyProps={{ variant: 'subtitle1' }} />
            <CardContent sx={{ pt: 0 }}>
                {organisationDefault && (
                    <Alert
                        severity="info"
                        sx={{ mb: 1 }}
                        action={
                            canSetDefault ? (
                                <Button size="small" onClick={() => void service.setOrganisationDefault(null)}>
                                    {t('clear_default')}
                                </Button>
                            ) : current?.source === 'own' ? (
                                <Button size="small" onClick={() => void wearDefault()}>
                                    {t('use_default')}
                                </Button>
                            ) : undefined
                        }
                    >
                        {`${t('organisation_default')}: ${organisationDefault.name}`}
                    </Alert>
                )}
                {items.length === 0 && local.length === 0 && (
                    <Typography color="text.secondary">{t('empty')}</Typography>
                )}
                <List dense disablePadding>
                    {items.map(theme => (
                        <SavedThemeRow
                            key={theme.id}
                            theme={theme}
                            mode={currentMode}
                            wearing={current?.source === 'own' && current.id === theme.id}
                            organisationDefault={organisationDefault?.themeId === theme.id}
                            onOpen={() => void wearAndOpen(theme)}
                            onDelete={() => void service.remove(theme.id)}
                            onMakeDefault={canSetDefault ? () => void makeDefault(theme) : undefined}
                        />
                    ))}
                </List>
                {pages > 1 && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                        <Button size="small" disabled={page <= 1} onClick={() => void service.fetchThemes(page - 1)}>
                            {translate('ra.navigation.previous')}
                        </Button>
                        <Typography variant="body2">{t('page', { page, pages })}</Typography>
                        <Button
                            size="small"
                            disabled={page >= pages}
                            onClick={() => void service.fetchThemes(page + 1)}
                        >
                            {translate('ra.navigation.next')}
                        </Button>
                    </Box>
                )}
                {local.length > 0 && (
                    <>
                        <Typography variant="subtitle2" sx={{ mt: 2 }}>
                            {t('local')}
                        </Typography>
                        <List dense disablePadding>
                            {local.map(theme => (
                                <SavedThemeRow
                                    key={theme.id}
                                    theme={theme}
                                    mode={currentMode}
                                    wearing={false}
                                    organisationDefault={false}
                                    onOpen={() =>
                                        open(
                                            {
                                                styles: theme.styles,
                                                currentMode,
                                                hslAdjustments: theme.hslAdjustments ?? {
                                                    hueShift: 0,
                                                    saturationScale: 1,
                                                    lightnessScale: 1,
                                                },
                                            },
                                            `local:${theme.id}:${theme.updatedAt}`
                                        )
                                    }
                                    onDelete={() => void service.remove(theme.id)}
                                />
                            ))}
                        </List>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
