import { Box } from '@mui/material';
import type { ThemeStyleProps } from '../../../contract/themeTokens';

const TOKENS = ['primary', 'secondary', 'accent', 'background'] as const;

/** Four dots of a theme's colours: primary, secondary, accent and background. */
export const Swatches = ({ set }: { set: ThemeStyleProps }) => (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.25, flexShrink: 0 }} aria-hidden>
        {TOKENS.map(token => (
            <Box
                key={token}
                component="span"
                sx={{ width: 14, height: 14, borderRadius: '50%', border: 1, borderColor: 'divider' }}
                style={{ background: set[token] }}
            />
        ))}
    </Box>
);
