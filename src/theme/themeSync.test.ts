import { describe, expect, it } from 'vitest';
import type { CurrentTheme } from '../../contract/theme';
import { DEFAULT_STYLES } from './defaultTheme';
import { initialSnapshot } from './editorStore';
import { hslToHex, refOf, syncedSnapshot, syncedStyles } from './themeSync';

const current = (over: Partial<CurrentTheme> = {}): CurrentTheme => ({
    source: 'own',
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Mine',
    styles: { light: { primary: 'hsl(0 100% 50%)', background: '#ABC', card: 'oklch(1 0 0)' }, dark: {} },
    currentMode: 'light',
    hslAdjustments: { hueShift: 0, saturationScale: 1, lightnessScale: 1 },
    updatedAt: '2025-06-01T08:00:00.000Z',
    ...over,
});

describe('theme sync after sign-in', () => {
    it('converts hsl and # values to hex and leaves other formats (spec §5)', () => {
        expect(hslToHex('hsl(0 100% 50%)')).toBe('#ff0000');
        expect(hslToHex('hsl(120, 100%, 25%)')).toBe('#008000');
        expect(hslToHex('hsl(0 0% 0% / 0.5)')).toBe('#00000080');
        expect(hslToHex('hsl(nonsense)')).toBe('hsl(nonsense)');
        expect(syncedStyles(current().styles).light).toEqual({
            primary: '#ff0000',
            background: '#aabbcc',
            card: 'oklch(1 0 0)',
        });
    });

    it('adopts the theme a member wears, as the checkpoint', () => {
        const next = syncedSnapshot(initialSnapshot(), current(), 'u1');
        expect(next.themeState.styles.light.primary).toBe('#ff0000');
        expect(next.checkpoint).toEqual(next.themeState);
        expect(next).toMatchObject({ owner: 'u1', checkpointRef: refOf(current()) });
    });

    it("keeps the member's unsaved edits of the theme the checkpoint holds", () => {
        const mine = { ...syncedSnapshot(initialSnapshot(), current(), 'u1') };
        const edited = { ...mine, themeState: { ...mine.themeState, preset: 'bubblegum' } };
        expect(syncedSnapshot(edited, current(), 'u1')).toBe(edited);
        // a newer save (another device) wins
        expect(
            syncedSnapshot(edited, current({ updatedAt: '2025-06-02T08:00:00.000Z' }), 'u1').themeState.preset
        ).toBeUndefined();
        // another member signing in on this browser gets their own
        expect(syncedSnapshot(edited, current(), 'u2').owner).toBe('u2');
    });

    it("without a theme to wear: claims a state nobody owns, and drops another member's", () => {
        const anonymous = { ...initialSnapshot(), themeState: { ...initialSnapshot().themeState, preset: 'mono' } };
        expect(syncedSnapshot(anonymous, null, 'u1')).toMatchObject({ owner: 'u1', themeState: { preset: 'mono' } });
        const someoneElses = { ...anonymous, owner: 'u2' };
        const reset = syncedSnapshot(someoneElses, null, 'u1');
        expect(reset.themeState.styles).toEqual(DEFAULT_STYLES);
        expect(reset.owner).toBe('u1');
    });

    it('tells the organisation default apart from own themes', () => {
        expect(refOf(current({ source: 'organisation', id: null }))).toBe('organisation:2025-06-01T08:00:00.000Z');
    });
});
