import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, BASE_URL, EMAIL_FROM, PORT, SMTP_PORT } from './e2e/support/env';

/**
 * Journeys run against the production build served by the real server, on a fresh data
 * directory, in Debian's Chromium (browsers cannot be downloaded here).
 */

// Set once in the main process and inherited by workers, so every process sees one directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'labdesk-e2e-'));

export default defineConfig({
    testDir: 'e2e',
    testMatch: '**/*.spec.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: Boolean(process.env.CI),
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
        baseURL: BASE_URL,
        acceptDownloads: true,
        trace: 'retain-on-failure',
        launchOptions: {
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
        },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: {
        // npm test has just built the SPA (its build stage) and says so with E2E_BUILT=1; alone, the journeys build it.
        command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}node --import tsx server/src/server.ts`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        // Locally a running server (same port, built SPA) is reused to iterate fast; CI always starts afresh.
        reuseExistingServer: !process.env.CI,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
            PORT: String(PORT),
            DATA_DIR: process.env.E2E_DATA_DIR,
            ADMIN_PASSWORD,
            LOG_LEVEL: 'warn',
            CLERK_TELEMETRY_DISABLED: '1',
            // The journeys make their own data: the demo organisation starts empty.
            DEMO_HISTORY: '0',
            // Delivered to the SMTP server an e-mail journey starts on this port; nothing listens there otherwise.
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            EMAIL_FROM,
            SMTP_TIMEOUT: '10s',
        },
    },
});
