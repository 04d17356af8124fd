import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColorToken } from '../../../contract/themeTokens';
import { parseColor, toHex } from '../../theme/colorConvert';
import { setToken } from './themeEdits';

/**
 * One colour token: a picker and a text field that takes hex, rgb(), hsl() or oklch(); the theme keeps hex
 * (spec §5). A value that cannot be read is shown as wrong and not applied.
 */
export const ColorField = ({ token, value }: { token: ColorToken; value: string }) => {
    const translate = useTranslate();
    const [text, setText] = useState(value);
    const [shown, setShown] = useState(value);
    const [sent, setSent] = useState<string | null>(null);
    if (value !== shown) {
        // The token changed elsewhere (undo, a preset): show its new value; what is being typed stays.
        setShown(value);
        if (value !== sent) setText(value);
    }
    const invalid = !parseColor(text);
    const change = (next: string) => {
        setText(next);
        if (!parseColor(next)) return;
        const hex = toHex(next);
        setSent(hex);
        setToken(token, hex);
    };
    const hex6 = (parseColor(value) ? toHex(value) : '#000000').slice(0, 7);
    return (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box
                component="input"
                type="color"
                value={hex6}
                onChange={e => change(e.target.value)}
                aria-label={translate('app.theme.color.pick', { token })}
                sx={{
                    width: 40,
                    height: 40,
                    p: 0,
                    mt: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                }}
            />
            <TextField
                label={token}
                value={text}
                onChange={e => change(e.target.value)}
                onBlur={() => setText(value)}
                error={invalid}
                helperText={invalid ? translate('app.theme.color.invalid') : undefined}
                slotProps={{ htmlInput: { spellCheck: false, 'data-testid': `theme-color-${token}` } }}
            />
        </Box>
    );
};
