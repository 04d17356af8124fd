import { COLOR_TOKENS, type ColorToken } from '../../contract/themeTokens';

export const COLOR_TOKEN_SET = new Set<string>(COLOR_TOKENS);

/** The colour groups of the editor, as tweakcn groups them. */
export const COLOR_GROUPS: readonly { key: string; tokens: readonly ColorToken[] }[] = [
    { key: 'primary', tokens: ['primary', 'primary-foreground'] },
    { key: 'secondary', tokens: ['secondary', 'secondary-foreground'] },
    { key: 'accent', tokens: ['accent', 'accent-foreground'] },
    { key: 'base', tokens: ['background', 'foreground'] },
    { key: 'card', tokens: ['card', 'card-foreground'] },
    { key: 'popover', tokens: ['popover', 'popover-foreground'] },
    { key: 'muted', tokens: ['muted', 'muted-foreground'] },
    { key: 'destructive', tokens: ['destructive', 'destructive-foreground'] },
    { key: 'border', tokens: ['border', 'input', 'ring'] },
    { key: 'charts', tokens: COLOR_TOKENS.filter(token => token.startsWith('chart-')) },
    { key: 'sidebar', tokens: COLOR_TOKENS.filter(token => token.startsWith('sidebar')) },
];
