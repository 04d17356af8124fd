/**
 * English texts of the theme studio that the first screen needs (the menu). The studio's own texts are
 * in pages/theme/enThemeStudio.ts, loaded with the studio.
 */
export const themeMessages = {
    theme: {
        title: 'Theme',
        menu: 'Theme',
    },
};
