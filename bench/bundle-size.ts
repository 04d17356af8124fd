import { chromium, type Page, type Response } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { ensureDemoOrganization, DEMO_ADMIN } from '../server/src/services/bootstrap.ts';
import { FIRST_SCREEN_BUDGET_KB as TARGET_KB, type FirstScreen, firstScreenSize } from './first-screen.ts';

/** Gzip size of every JavaScript file the page loads until the screen shows and the network is idle. */
async function javascriptLoaded(page: Page, action: () => Promise<unknown>): Promise<{ files: number; kb: number }> {
  const bodies = new Map<string, number>();
  const onResponse = async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => undefined);
    if (body) bodies.set(response.url(), gzipSync(body, { level: 9 }).length);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bytes = [...bodies.values()].reduce((a, b) => a + b, 0);
  return { files: bodies.size, kb: bytes / 1024 };
}

/** The same screen as the guard (bench/first-screen.test.ts) reads it from the build manifest. */
const manifestLine = (screen: FirstScreen) => {
  const { files, kb } = firstScreenSize(screen);
  console.log(`    build manifest (the guard): ${kb.toFixed(1)} kB gzip in ${files.length} files`);
};

const line = (label: string, r: { files: number; kb: number }) => {
  const verdict = r.kb <= TARGET_KB ? 'met' : 'NOT met';
  console.log(
    `  ${label.padEnd(28)} ${r.kb.toFixed(1).padStart(7)} kB gzip in ${r.files} files   target ≤ ${TARGET_KB.toFixed(0)} kB (315 kB + 15%): ${verdict}`,
  );
};

/** Debian's Chromium as the journeys run it (no downloads, no background traffic). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

/** The production build served by the real server, measured in Debian's Chromium. */
export async function benchBundleSize(): Promise<void> {
  const staticDir = path.resolve('dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.log('\nBundle size: dist/ is missing — run npm run build first');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labdesk-bench-ui-'));
  const password = 'bench-admin-password';
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: password, STATIC_DIR: staticDir, DEMO_HISTORY: '0' }),
    logger: false,
  });
  await ensureDemoOrganization(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const base = `http://demo.localhost:${port}`;
    console.log('\nJavaScript loaded (production build, gzip -9 of each file):');
    // Each load waits for its screen (the home page and its dashboard are lazy chunks), then for the network to rest.
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const homeShown = (p: Page) => p.getByTestId('home-today').waitFor();
    line(
      '/sign-in',
      await javascriptLoaded(page, async () => {
        await page.goto(`${base}/sign-in`);
        await signIn.waitFor();
      }),
    );
    manifestLine('/sign-in');
    await page.getByLabel(/^E-mail/).fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Password/).fill(password);
    const home = await javascriptLoaded(page, async () => {
      await signIn.click();
      await page.waitForURL(`${base}/`);
      await homeShown(page);
    });
    // A fresh visit to / after sign-in loads everything the home screen needs from scratch.
    const fresh = await browser.newPage();
    await fresh.goto(`${base}/sign-in`);
    // Strings, not functions: this file is compiled without the DOM library.
    const token = await page.evaluate<string | null>("localStorage.getItem('auth-storage')");
    await fresh.evaluate(`localStorage.setItem('auth-storage', ${JSON.stringify(token)})`);
    line('sign-in → / (more JS loaded)', home);
    line(
      '/ after sign-in (fresh load)',
      await javascriptLoaded(fresh, async () => {
        await fresh.goto(`${base}/`);
        await homeShown(fresh);
      }),
    );
    manifestLine('/ after sign-in');
  } finally {
    await browser.close();
    await app.close();
  }
}
