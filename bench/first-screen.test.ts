import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_BUDGET_KB,
  FIRST_SCREENS,
  type FirstScreen,
  filesContaining,
  firstScreenSize,
  LATER_SCREEN_MARKERS,
} from './first-screen.ts';

/**
 * Issue 17: a fresh load of /sign-in, and of / after sign-in, fetches at most 362 kB gzip of JavaScript (315 kB bare
 * react-admin + 15%), in a few files, and the later screens' libraries stay in their own chunks. Read from the
 * production build's manifest (npm run build first): sizes are deterministic, so this is an assertion, not a timing.
 */
const screens = Object.keys(FIRST_SCREENS) as FirstScreen[];
const everyScript = () =>
  readdirSync(path.resolve('dist/assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);

describe('the first screen of the production build', () => {
  it.each(screens)('%s loads at most 362 kB gzip of JavaScript, in at most 12 files', (screen) => {
    const { files, kb } = firstScreenSize(screen);
    console.log(`${screen}: ${kb.toFixed(1)} kB gzip in ${files.length} files`);
    expect(kb).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
    expect(files.length).toBeLessThanOrEqual(12);
  });

  it.each(Object.entries(LATER_SCREEN_MARKERS))('%s stays out of the first screens', (_library, marker) => {
    expect(filesContaining(marker, everyScript()), 'the marker is in the build').not.toEqual([]);
    for (const screen of screens) expect(filesContaining(marker, firstScreenSize(screen).files)).toEqual([]);
  });
});
