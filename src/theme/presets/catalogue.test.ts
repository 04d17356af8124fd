import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from '../../../contract/themeTokens';
import { CONTRAST_PAIRS, WCAG_AA } from '../../../contract/themeRules';
import upstream from '../../../scripts/theme-presets/tweakcn-presets.json';
import { contrastRatio } from '../contrast';
import { presetByKey, PRESETS } from './index';

const SPEC_KEYS =
    'modern-minimal, t3-chat, twitter, mocha-mousse, bubblegum, amethyst-haze, notebook, doom-64, catppuccin, graphite, perpetuity, kodama-grove, cosmic-night, tangerine, quantum-rose, nature, bold-tech, elegant-luxury, amber-minimal, supabase, neo-brutalism, solar-dusk, claymorphism, cyberpunk, pastel-dreams, clean-slate, caffeine, ocean-breeze, retro-arcade, midnight-bloom, candyland, northern-lights, vintage-paper, sunset-horizon, starry-night, claude, vercel, mono'.split(
        ', '
    );
const MODES = ['light', 'dark'] as const;

describe('the preset catalogue', () => {
    it('holds exactly the 38 keys of spec §3, each with a label', () => {
        expect(PRESETS.map(p => p.key)).toEqual(SPEC_KEYS);
        for (const preset of PRESETS) expect(preset.label.length).toBeGreaterThan(0);
    });

    it('has every token of spec §3 in both modes', () => {
        for (const preset of PRESETS) {
            for (const mode of MODES) {
                expect(Object.keys(preset.styles[mode]).sort(), `${preset.key} ${mode}`).toEqual(
                    [...THEME_TOKENS].sort()
                );
            }
        }
    });

    // 38 presets × 2 modes × 11 pairs = 836 checks.
    it.each(PRESETS.flatMap(p => MODES.map(mode => [p.key, mode] as const)))(
        '%s (%s) passes WCAG AA on all 11 pairs',
        (key, mode) => {
            const set = presetByKey(key)!.styles[mode];
            for (const [fg, bg] of CONTRAST_PAIRS) {
                const ratio = contrastRatio(set[fg], set[bg]);
                expect(ratio, `${fg} on ${bg}: ${set[fg]} / ${set[bg]}`).not.toBeNull();
                expect(ratio!, `${fg} on ${bg}: ${set[fg]} / ${set[bg]}`).toBeGreaterThanOrEqual(WCAG_AA);
            }
        }
    );

    it("keeps tweakcn's values and formats, and fills the dark set from the light one", () => {
        const bubblegum = presetByKey('bubblegum')!;
        expect(bubblegum.styles.light.primary).toBe('#d04f99');
        expect(bubblegum.styles.light['font-sans']).toBe('Poppins, sans-serif');
        // the dark set inherits radius and shadow geometry, but keeps its own shadow colour
        expect(bubblegum.styles.dark.radius).toBe('0.4rem');
        expect(bubblegum.styles.dark['shadow-offset-x']).toBe('3px');
        expect(bubblegum.styles.dark['shadow-color']).toBe('#324859');
        expect(presetByKey('vercel')!.styles.dark.background).toBe('oklch(0 0 0)');
        expect(presetByKey('vercel')!.styles.light['muted-foreground']).toMatch(/^oklch\(/);
        // defaults where neither set says anything
        expect(presetByKey('modern-minimal')!.styles.dark.spacing).toBe('0.25rem');
        expect(presetByKey('claude')!.styles.light['letter-spacing']).toBe('0em');
        expect(presetByKey('caffeine')!.styles.light.radius).toBe('0.5rem');
    });

    it('changes only foreground tokens of failing pairs, and only as far as needed', () => {
        const foregrounds = new Set<string>(CONTRAST_PAIRS.map(([fg]) => fg));
        const source = upstream as Record<string, { styles: Record<string, Record<string, string>> }>;
        for (const preset of PRESETS) {
            for (const mode of MODES) {
                for (const [token, value] of Object.entries(source[preset.key].styles[mode])) {
                    const ours = preset.styles[mode][token as keyof typeof preset.styles.light];
                    if (ours === value) continue;
                    expect(foregrounds.has(token), `${preset.key} ${mode} ${token}`).toBe(true);
                    const pair = CONTRAST_PAIRS.find(([fg]) => fg === token)!;
                    expect(contrastRatio(value, preset.styles[mode][pair[1]])!).toBeLessThan(WCAG_AA);
                }
            }
        }
    });
});
