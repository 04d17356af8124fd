import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FONT_TOKENS } from '../../../contract/themeTokens';
import { TOKEN_DEFAULTS } from '../../theme/defaultTheme';
import { useEditorSnapshot } from '../../theme/editorStore';
import { BUNDLED_FAMILIES } from '../../theme/fontLoaders';
import { lengthPx } from '../../theme/theme';
import { FONT_PREFERENCES, FONT_STACKS } from '../../theme/fontPreference';
import { setToken } from './themeEdits';
import { TokenSlider } from './TokenSlider';

const GENERIC = { 'font-sans': 'sans-serif', 'font-serif': 'serif', 'font-mono': 'monospace' } as const;
const MONO = /mono|code|courier/i;
const SERIF = /serif|lora|merriweather|playfair|baskerville/i;

const FITS = {
    'font-sans': (family: string) => !MONO.test(family),
    'font-serif': (family: string) => SERIF.test(family) && !/sans/i.test(family),
    'font-mono': (family: string) => MONO.test(family),
};
const familiesFor = (token: (typeof FONT_TOKENS)[number]) =>
    BUNDLED_FAMILIES.filter(FITS[token]).map(f => ({ label: f, value: `${f}, ${GENERIC[token]}` }));

/** Fonts (inter, manrope, system and the families of the presets, all bundled) and letter spacing. */
export const TypographyControls = () => {
    const translate = useTranslate();
    const { styles, currentMode } = useEditorSnapshot().themeState;
    const set = styles[currentMode];
    const tracking = lengthPx(set['letter-spacing'], 0) / 16;
    return (
        <Stack spacing={2} sx={{ p: 1 }}>
            {FONT_TOKENS.map(token => {
                const own =
                    token === 'font-sans'
                        ? FONT_PREFERENCES.map(f => ({
                              label: translate(`app.theme.fonts.${f}`),
                              value: FONT_STACKS[f],
                          }))
                        : [{ label: translate('app.theme.fonts.system'), value: TOKEN_DEFAULTS[token] }];
                const options = [...own, ...familiesFor(token)];
                const value = set[token] ?? '';
                const all = options.some(o => o.value === value) ? options : [{ label: value, value }, ...options];
                return (
                    <TextField
                        key={token}
                        select
                        label={translate(`app.theme.fonts.${token}`)}
                        value={value}
                        onChange={e => setToken(token, e.target.value)}
                    >
                        {all.map(option => (
                            <MenuItem key={option.value} value={option.value} sx={{ fontFamily: option.value }}>
                                {option.label}
                            </MenuItem>
                        ))}
                    </TextField>
                );
            })}
            <TokenSlider
                label={translate('app.theme.fonts.letter_spacing')}
                value={tracking}
                min={-0.05}
                max={0.1}
                step={0.005}
                unit="em"
                onChange={v => setToken('letter-spacing', `${Number(v.toFixed(3))}em`)}
            />
        </Stack>
    );
};
