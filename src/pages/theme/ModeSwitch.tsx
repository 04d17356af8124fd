import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { GlobalStyles, IconButton, Tooltip } from '@mui/material';
import { flushSync } from 'react-dom';
import { useTheme, useTranslate } from 'react-admin';

/** Spec §9: the animated switch lasts 0.45 s, and not at all for those who prefer reduced motion. */
export const MODE_SWITCH_SECONDS = 0.45;

type ViewTransitionDocument = Document & { startViewTransition?: (update: () => void) => unknown };

const animate = () =>
    typeof window !== 'undefined' &&
    Boolean((document as ViewTransitionDocument).startViewTransition) &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Light/dark for the whole app (the app bar's switch is the same one), with a cross-fade where allowed. */
export const ModeSwitch = () => {
    const translate = useTranslate();
    const [mode, setMode] = useTheme();
    const next = mode === 'dark' ? 'light' : 'dark';
    const label = translate('app.theme.mode.switch', { mode: translate(`app.theme.mode.${next}`) });
    const onClick = () => {
        if (!animate()) return setMode(next);
        (document as ViewTransitionDocument).startViewTransition!(() => flushSync(() => setMode(next)));
    };
    return (
        <>
            <GlobalStyles
                styles={{
                    '::view-transition-old(root), ::view-transition-new(root)': {
                        animationDuration: `${MODE_SWITCH_SECONDS}s`,
                    },
                }}
            />
            <Tooltip title={label}>
                <IconButton onClick={onClick} aria-label={label} data-testid="theme-mode-switch">
                    {mode === 'dark' ? <LightMode /> : <DarkMode />}
                </IconButton>
            </Tooltip>
        </>
    );
};
