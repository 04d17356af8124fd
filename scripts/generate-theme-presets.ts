/**
 * Builds src/theme/presets/catalogue.json and THIRD-PARTY-NOTICES from the tweakcn presets
 * (scripts/theme-presets/tweakcn-presets.json, the values of jnsahaj/tweakcn's utils/theme-presets.ts):
 *
 * 1. every token of spec §3 in both modes: what a preset leaves out is filled as tweakcn fills it (the
 *    dark set takes the light set's fonts, radius, shadows and spacing; then the defaults);
 * 2. each foreground/background pair below WCAG AA (4.5:1) has its foreground moved the least distance
 *    (in OKLab, along OKLCH lightness) that passes, written in the value's own format;
 * 3. each such change is listed in THIRD-PARTY-NOTICES.
 *
 * Run: npm run theme:presets (the output is committed; re-running it is idempotent).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { converter, differenceEuclidean, wcagContrast } from 'culori/fn';
import { THEME_TOKENS, type ThemeStyleProps, type ThemeToken } from '../contract/themeTokens.ts';
import { COMMON_TOKENS, CONTRAST_PAIRS, WCAG_AA } from '../contract/themeRules.ts';
import { formatColor, formatOf, parseColor } from '../src/theme/colorConvert.ts';
import { TOKEN_DEFAULTS } from '../src/theme/defaultTheme.ts';

type Mode = 'light' | 'dark';
interface UpstreamPreset {
  label: string;
  createdAt?: string;
  styles: Record<Mode, ThemeStyleProps>;
}
interface Change {
  preset: string;
  mode: Mode;
  token: ThemeToken;
  background: ThemeToken;
  from: string;
  to: string;
  before: number;
  after: number;
}

const root = path.resolve(import.meta.dirname, '..');
const upstream = JSON.parse(readFileSync(path.join(root, 'scripts/theme-presets/tweakcn-presets.json'), 'utf8')) as Record<
  string,
  UpstreamPreset
>;
const toOklch = converter('oklch');
const distance = differenceEuclidean('oklab');
const STEP = 0.001;

const pick = (set: ThemeStyleProps, tokens: readonly ThemeToken[]) =>
  Object.fromEntries(tokens.filter((t) => set[t] !== undefined).map((t) => [t, set[t]])) as ThemeStyleProps;

/** Every token present, in the order of spec §3. */
const ordered = (set: ThemeStyleProps) => Object.fromEntries(THEME_TOKENS.map((t) => [t, set[t]])) as ThemeStyleProps;

function filled(preset: UpstreamPreset): Record<Mode, ThemeStyleProps> {
  const light = { ...TOKEN_DEFAULTS, ...preset.styles.light };
  const dark = { ...TOKEN_DEFAULTS, ...pick(preset.styles.light, COMMON_TOKENS), ...preset.styles.dark };
  for (const [mode, set] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    const missing = THEME_TOKENS.filter((t) => set[t] === undefined);
    if (missing.length) throw new Error(`${preset.label} ${mode} has no ${missing.join(', ')}`);
  }
  return { light: ordered(light), dark: ordered(dark) };
}

/** `value` written like `original` (its format, and upper-case hex stays upper-case). */
function sameFormat(original: string, value: string): string {
  const out = formatColor(value, formatOf(original));
  return /^#.*[A-F]/.test(original) ? out.toUpperCase() : out;
}

/** The nearest colour along OKLCH lightness (either way) whose contrast with `background` reaches AA. */
function nearestPassing(foreground: string, background: string): string {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) throw new Error(`Unreadable pair ${foreground} / ${background}`);
  const start = toOklch(fg);
  const candidates: { value: string; distance: number }[] = [];
  for (const direction of [1, -1]) {
    for (let l = start.l + direction * STEP; l >= 0 && l <= 1; l += direction * STEP) {
      const value = sameFormat(foreground, formatColor(`oklch(${l} ${start.c ?? 0} ${start.h ?? 0})`, 'hex'));
      const written = parseColor(value);
      if (written && wcagContrast(written, bg) >= WCAG_AA) {
        candidates.push({ value, distance: distance(fg, written) });
        break;
      }
    }
  }
  if (!candidates.length) throw new Error(`No foreground reaches AA on ${background}`);
  return candidates.sort((a, b) => a.distance - b.distance)[0].value;
}

const ratio = (a: string, b: string) => wcagContrast(parseColor(a)!, parseColor(b)!);

function fixContrast(key: string, mode: Mode, set: ThemeStyleProps, changes: Change[]): ThemeStyleProps {
  const out = { ...set };
  for (const [fgToken, bgToken] of CONTRAST_PAIRS) {
    const fg = out[fgToken]!;
    const bg = out[bgToken]!;
    const before = ratio(fg, bg);
    if (before >= WCAG_AA) continue;
    const to = nearestPassing(fg, bg);
    out[fgToken] = to;
    changes.push({ preset: key, mode, token: fgToken, background: bgToken, from: fg, to, before, after: ratio(to, bg) });
  }
  return out;
}

const changes: Change[] = [];
const catalogue = Object.fromEntries(
  Object.entries(upstream).map(([key, preset]) => {
    const styles = filled(preset);
    return [
      key,
      {
        label: preset.label,
        ...(preset.createdAt ? { createdAt: preset.createdAt } : {}),
        styles: { light: fixContrast(key, 'light', styles.light, changes), dark: fixContrast(key, 'dark', styles.dark, changes) },
      },
    ];
  }),
);

writeFileSync(path.join(root, 'src/theme/presets/catalogue.json'), `${JSON.stringify(catalogue, null, 2)}\n`);

const rows = changes.map(
  (c) =>
    `- ${c.preset}, ${c.mode}: ${c.token} ${c.from} → ${c.to} (on ${c.background}: ${c.before.toFixed(2)}:1 → ${c.after.toFixed(2)}:1)`,
);
const notices = readFileSync(path.join(root, 'scripts/theme-presets/NOTICES-HEADER.txt'), 'utf8')
  .replace('{{COUNT}}', String(changes.length))
  .replace('{{CHANGES}}', rows.join('\n'));
writeFileSync(path.join(root, 'THIRD-PARTY-NOTICES'), notices);
console.log(`${Object.keys(catalogue).length} presets, ${changes.length} foreground changes for WCAG AA`);
