import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { useEditorSnapshot } from './editorStore';
import { labThemeOptions } from './theme';

/** The light and dark MUI themes of the theme the editor holds; rebuilt only when its styles change. */
export const useLabThemes = (): { light: RaThemeOptions; dark: RaThemeOptions } => {
    const { styles } = useEditorSnapshot().themeState;
    return useMemo(
        () => ({ light: labThemeOptions(styles.light, 'light'), dark: labThemeOptions(styles.dark, 'dark') }),
        [styles]
    );
};
