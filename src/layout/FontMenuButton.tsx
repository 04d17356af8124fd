import FontDownload from '@mui/icons-material/FontDownload';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FONT_PREFERENCES } from '../theme/fontPreference';
import { useFontPreference } from '../theme/useFontPreference';

/** Font preference of spec §5 (inter, manrope, system), remembered in this browser. */
export const FontMenuButton = () => {
    const translate = useTranslate();
    const [font, setFont] = useFontPreference();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const label = translate('app.font.label');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="menu"
                    aria-controls={anchor ? 'font-menu' : undefined}
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <FontDownload />
                </IconButton>
            </Tooltip>
            <Menu id="font-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {FONT_PREFERENCES.map(option => (
                    <MenuItem
                        key={option}
                        selected={option === font}
                        role="menuitemradio"
                        aria-checked={option === font}
                        onClick={() => {
                            setFont(option);
                            setAnchor(null);
                        }}
                    >
                        <ListItemText primary={translate(`app.font.${option}`)} />
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
