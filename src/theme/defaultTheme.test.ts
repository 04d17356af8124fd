import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from '../../contract/themeTokens';
import { contrastReport } from './contrast';
import { DEFAULT_STYLES } from './defaultTheme';

describe("LabDesk's default theme", () => {
    it.each(['light', 'dark'] as const)('has every token and passes WCAG AA on all pairs (%s)', mode => {
        expect(Object.keys(DEFAULT_STYLES[mode]).sort()).toEqual([...THEME_TOKENS].sort());
        const failing = contrastReport(DEFAULT_STYLES[mode]).filter(pair => !pair.passes);
        expect(failing).toEqual([]);
    });
});
