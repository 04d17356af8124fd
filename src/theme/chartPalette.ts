/**
 * The theme's chart-1 … chart-5 tokens on the MUI palette, so every chart colours its series from
 * `theme.palette.chart` (never a literal). The theme studio edits these values.
 */
declare module '@mui/material/styles' {
    interface Palette {
        chart: string[];
    }
    interface PaletteOptions {
        chart?: string[];
    }
}

/** Defaults until a theme sets its own: readable on the light and the dark background. */
export const DEFAULT_CHART_COLORS = {
    light: ['#1565c0', '#00897b', '#f57c00', '#8e24aa', '#c62828'],
    dark: ['#90caf9', '#80cbc4', '#ffb74d', '#ce93d8', '#ef9a9a'],
} as const;
