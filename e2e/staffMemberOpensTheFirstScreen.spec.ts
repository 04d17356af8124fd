import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
    FIRST_SCREEN_BUDGET_KB,
    filesContaining,
    firstScreenSize,
    LATER_SCREEN_MARKERS,
    readManifest,
    staticClosure,
} from '../bench/first-screen.ts';
import { expect, test } from './support/fixtures';

/** The scripts the page fetches from now on, as paths inside dist/ (assets/…). */
const scriptsFetched = (page: Page): Set<string> => {
    const files = new Set<string>();
    page.on('response', response => {
        if ((response.headers()['content-type'] ?? '').includes('javascript')) {
            files.add(new URL(response.url()).pathname.slice(1));
        }
    });
    return files;
};

const laterScreenCode = (files: Iterable<string>) =>
    Object.entries(LATER_SCREEN_MARKERS).filter(([, marker]) => filesContaining(marker, [...files]).length > 0);

const gzipKb = (files: Iterable<string>) =>
    [...files].reduce(
        (kb, file) => kb + gzipSync(readFileSync(path.resolve('dist', file)), { level: 9 }).length / 1024,
        0
    );

test('a staff member signs in to the home dashboard on the first screen’s JavaScript alone; the charts come with their screen', async ({
    page,
    signInPage,
    app,
}) => {
    const fetched = scriptsFetched(page);
    await signInPage.goto();
    await expect(signInPage.submit).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The guard (bench/first-screen.test.ts) counts every file the sign-in page fetched.
    expect([...fetched].filter(file => !firstScreenSize('/sign-in').files.includes(file))).toEqual([]);

    await signInPage.signIn();
    await expect(page.getByTestId('home-today')).toBeVisible();
    await expect(app.menuLink('Visit statistics')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const home = firstScreenSize('/ after sign-in').files;
    // Everything the home screen needs was fetched, and no editor, chart or e-mail library came with it.
    expect(home.filter(file => !fetched.has(file))).toEqual([]);
    // Nothing beyond what the guard counts, but for the loader of the fonts a member's own theme names (another
    // journey leaves the administrator wearing one; the default theme's fonts come with the app).
    const themeFonts = staticClosure(readManifest(), ['src/theme/fontLoaders.ts']);
    const counted = new Set([...firstScreenSize('/sign-in').files, ...home, ...themeFonts]);
    expect([...fetched].filter(file => !counted.has(file))).toEqual([]);
    expect(laterScreenCode(fetched)).toEqual([]);
    expect(gzipKb(fetched)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);

    // The charts library arrives with the dashboard that draws it
    const before = new Set(fetched);
    await app.menuLink('Visit statistics').click();
    await expect(page).toHaveURL(/\/stats\/visit/);
    await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
    const charts = [...fetched].filter(file => !before.has(file));
    expect(laterScreenCode(charts).map(([library]) => library)).toEqual(['@mui/x-charts']);
});
