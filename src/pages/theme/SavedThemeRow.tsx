import { Box, Button, Chip, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ThemeStyles } from '../../../contract/themeTokens';
import { Swatches } from './Swatches';

interface Props {
    theme: { id: string; name: string; styles: ThemeStyles; updatedAt: string };
    mode: 'light' | 'dark';
    wearing: boolean;
    organisationDefault: boolean;
    onOpen: () => void;
    onDelete: () => void;
    onMakeDefault?: () => void;
}

/** One saved theme: open it in the editor (and wear it), make it the organisation's default, delete it. */
export const SavedThemeRow = ({
    theme,
    mode,
    wearing,
    organisationDefault,
    onOpen,
    onDelete,
    onMakeDefault,
}: Props) => {
    const translate = useTranslate();
    const [confirming, setConfirming] = useState(false);
    const t = (key: string, args?: object) => translate(`app.theme.saved.${key}`, args);
    return (
        <ListItem divider data-testid="saved-theme" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Swatches set={theme.styles[mode]} />
            <ListItemText
                primary={theme.name}
                secondary={new Date(theme.updatedAt).toLocaleString()}
                sx={{ minWidth: 160 }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {wearing && <Chip size="small" color="primary" label={t('wearing')} />}
                {organisationDefault && <Chip size="small" variant="outlined" label={t('organisation_default')} />}
                <Button size="small" onClick={onOpen}>
                    {t('open')}
                </Button>
                {onMakeDefault && !organisationDefault && (
                    <Button size="small" onClick={onMakeDefault}>
                        {t('make_default')}
                    </Button>
                )}
                <Button size="small" color="error" onClick={() => setConfirming(true)}>
                    {t('delete')}
                </Button>
            </Stack>
            <Box sx={{ flexBasis: '100%', height: 0 }} />
            <Confirm
                isOpen={confirming}
                title={t('delete_title', { name: theme.name })}
                content={t('delete_content')}
                confirm={t('delete')}
                confirmColor="warning"
                onConfirm={() => {
                    setConfirming(false);
                    onDelete();
                }}
                onClose={() => setConfirming(false)}
            />
        </ListItem>
    );
};
