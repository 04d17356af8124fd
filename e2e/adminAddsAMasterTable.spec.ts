import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppShell } from './pages/AppShell';
import { MasterDataPage } from './pages/MasterDataPage';
import { SignInPage } from './pages/SignInPage';
import { ADMIN_PASSWORD, PORT } from './support/env';
import { ServerProcess } from './support/serverProcess';

const collectionSite = {
    $schema: '../../schemas/resource.schema.json',
    name: 'collectionSite',
    label: 'Collection sites',
    labelSingular: 'Collection site',
    apiPath: '/masters/collectionSite',
    route: '/masters/collectionSite',
    table: 'm_collection_site',
    menuGroup: 'Masters',
    icon: 'Place',
    recordRepresentation: 'name',
    fields: [
        { name: 'name', type: 'string', label: 'Name', required: true, unique: true, searchable: true },
        { name: 'isActive', type: 'boolean', label: 'Active', default: true },
    ],
};

/**
 * README "Add a master-data table": one JSON file in resources/masters/ and a restart of the server
 * (same data, same production build — no rebuild) bring a working screen.
 */
test('an administrator adds a master-data table with one JSON file and a restart', async ({ page }) => {
    // Two cold starts of a server of its own (migrations and the demo seed on the first) take a while.
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on('console', message => {
        if (message.type() === 'error') problems.push(message.text());
    });
    const work = mkdtempSync(path.join(tmpdir(), 'labdesk-e2e-master-'));
    const resourcesDir = path.join(work, 'resources');
    cpSync('resources', resourcesDir, { recursive: true });
    const server = new ServerProcess(PORT + 1, {
        DATA_DIR: path.join(work, 'data'),
        RESOURCES_DIR: resourcesDir,
        STATIC_DIR: path.resolve('dist'),
        ADMIN_PASSWORD,
    });
    const app = new AppShell(page);
    const signIn = new SignInPage(page);
    try {
        await server.start();
        await signIn.goto(server.origin);
        await signIn.signIn();
        // Masters start folded; unfolded once, they stay so
        await expect(app.menuGroup('Masters')).toHaveAttribute('aria-expanded', 'false');
        await expect(app.menuLink('Units')).toHaveCount(0);
        await app.menuGroup('Masters').click();
        await expect(app.menuLink('Units')).toBeVisible();
        await expect(app.menuLink('Collection sites')).toHaveCount(0);

        await server.stop();
        writeFileSync(
            path.join(resourcesDir, 'masters', 'collectionSite.json'),
            JSON.stringify(collectionSite, null, 2)
        );
        await server.start();

        await page.reload();
        await expect(app.menuGroup('Masters')).toHaveAttribute('aria-expanded', 'true');
        await app.menuLink('Collection sites').click();
        await expect(page).toHaveURL(`${server.origin}/masters/collectionSite`);
        const sites = new MasterDataPage(page, '/masters/collectionSite');
        await page.getByRole('link', { name: 'Create' }).click();
        await sites.input('Name').fill('Koramangala collection centre');
        await sites.save();
        await expect(app.toast).toHaveText('Element created');
        await expect(sites.row('Koramangala collection centre')).toHaveCount(1);
        expect(problems).toEqual([]);
    } finally {
        await server.stop();
    }
});
