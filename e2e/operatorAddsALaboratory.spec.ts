import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SignInPage } from './pages/SignInPage';
import { UserManagementPages } from './pages/UserManagementPages';
import { ADMIN_PASSWORD, PORT } from './support/env';
import { ServerProcess } from './support/serverProcess';

const run = promisify(execFile);

/**
 * README "Operations": with the server running, the operator adds a laboratory with `npm run org`; its
 * administrator signs in on acme.<domain> with the one-time password and chooses their own; deactivating
 * the laboratory signs them out at once, activating lets them back. The server's backups fail (BACKUP_DIR
 * cannot be made): the readiness check says so, and so does the administrators' home screen.
 */
test('an operator adds a laboratory from the command line, takes it offline and back, and sees failing backups', async ({
    page,
}) => {
    // A cold server of its own (migrations, the demo seed) and three runs of the command on a 2-core machine.
    test.setTimeout(300_000);
    const problems: string[] = [];
    page.on('console', message => {
        // signed out by the deactivation: the app's next calls answer 401, as they must
        if (message.type() === 'error' && !/status of (401|403)/.test(message.text())) problems.push(message.text());
    });
    const work = mkdtempSync(path.join(tmpdir(), 'labdesk-e2e-ops-'));
    const blocked = path.join(work, 'a-file');
    writeFileSync(blocked, 'BACKUP_DIR cannot be made under a file');
    const port = PORT + 2;
    const env = {
        DATA_DIR: path.join(work, 'data'),
        STATIC_DIR: path.resolve('dist'),
        ADMIN_PASSWORD,
        BACKUP_DIR: path.join(blocked, 'backups'),
        BACKUP_EVERY: '24h',
    };
    const server = new ServerProcess(port, env, 180_000);
    const org = async (...args: string[]) =>
        (
            await run(process.execPath, ['--import', 'tsx', 'server/src/cli/org.ts', ...args], {
                env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
            })
        ).stdout;
    const signIn = new SignInPage(page);
    const admin = new UserManagementPages(page);
    const acme = `http://acme.localhost:${port}`;
    try {
        await server.start();
        const created = await org('create', '--slug', 'acme', '--name', 'Acme Labs', '--admin-email', 'owner@acme.lab');
        expect(created).toContain(`Sign in at ${acme}/sign-in`);
        const oneTimePassword = /^One-time password: (\S+)$/m.exec(created)?.[1] ?? '';
        expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);

        // the operator's view: not ready while backups fail
        await expect
            .poll(
                async () =>
                    (await (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).json()).checks.backup.failing
            )
            .toBe(true);

        await signIn.goto(acme);
        await signIn.signIn('owner@acme.lab', oneTimePassword);
        await expect(page).toHaveURL(/\/change-password$/);
        await admin.changePassword(oneTimePassword, 'Acme-Own-Pass-2024');
        await expect(page).toHaveURL(`${acme}/`);
        await expect(page.getByTestId('home-organisation')).toHaveText('Acme Labs');
        const notice = page.getByTestId('backup-notice');
        await expect(notice).toContainText('Automatic backups are failing');
        await expect(notice).toContainText('No backup has succeeded yet.');

        expect(await org('deactivate', '--slug', 'acme')).toContain("Deactivated 'acme' (Acme Labs)");
        await page.reload();
        await expect(page).toHaveURL(/\/sign-in/);
        await signIn.signIn('owner@acme.lab', 'Acme-Own-Pass-2024');
        await expect(signIn.error).toHaveText('This account does not belong to any organisation');

        expect(await org('activate', '--slug', 'acme')).toContain("Activated 'acme' (Acme Labs)");
        await signIn.signIn('owner@acme.lab', 'Acme-Own-Pass-2024');
        await expect(page.getByTestId('home-organisation')).toHaveText('Acme Labs');
        expect(problems).toEqual([]);
    } finally {
        await server.stop();
    }
});
