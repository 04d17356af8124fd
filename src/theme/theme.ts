import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_CHART_COLORS } from './chartPalette';
import { FONT_CSS_VARIABLE } from './fontPreference';

const fontFamily = `var(${FONT_CSS_VARIABLE})`;

/** Lab staff read dense tables all day: calm blue primary, teal secondary, compact inputs. */
const shared = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
    ...base,
    palette: {
        ...base.palette,
        mode,
        primary: { main: mode === 'light' ? '#1565c0' : '#90caf9' },
        secondary: { main: mode === 'light' ? '#00796b' : '#80cbc4' },
        chart: [...DEFAULT_CHART_COLORS[mode]],
        ...(mode === 'light' ? { background: { default: '#f6f8fb', paper: '#ffffff' } } : {}),
    },
    shape: { borderRadius: 10 },
    typography: { ...base.typography, fontFamily },
    sidebar: { width: 248, closedWidth: 56 },
    components: {
        ...base.components,
        MuiCssBaseline: {
            styleOverrides: { body: { fontFamily } },
        },
    },
});

export const lightTheme = shared(defaultLightTheme, 'light');
export const darkTheme = shared(defaultDarkTheme, 'dark');
