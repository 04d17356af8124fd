import { UserManagementPages } from './pages/UserManagementPages';
import { expect, test } from './support/fixtures';

test.describe('An administrator manages the laboratory sites', () => {
    test('builds the tree, imports centres from a CSV (a bad row saves nothing), and deletes one', async ({
        page,
        signInPage,
        app,
        guard,
    }) => {
        // The refused import (400) and the refused deletion of a node with sub-nodes (409) are on purpose.
        guard.allowConsoleError(/status of (400|409)/);
        const admin = new UserManagementPages(page);
        const id = Date.now().toString(36).toUpperCase();
        const lab = { code: `ML-${id}`, name: `Central Lab ${id}` };
        const centre = { code: `CC-${id}`, name: `Riverside Centre ${id}` };

        await signInPage.goto();
        await signInPage.signIn();
        await expect(app.menuLink('Nodes')).toBeVisible();
        await admin.openNodes();
        await expect(admin.node('MAIN')).toContainText('Main laboratory');

        await admin.addNode(lab);
        await expect(app.toast).toHaveText('Node saved');
        await expect(admin.node(lab.code)).toContainText(lab.name);
        await admin.addNode({ ...centre, type: 'Collection centre' }, lab.name);
        await expect(admin.node(lab.code).getByTestId(`node-${centre.code}`)).toContainText(centre.name);

        await page.getByLabel('Search nodes').fill(centre.name);
        await expect(admin.node(lab.code)).toBeVisible();
        await expect(admin.node(centre.code)).toBeVisible();
        await expect(admin.node('MAIN')).toHaveCount(0);
        await page.getByLabel('Search nodes').fill('');

        await page.getByRole('link', { name: 'Import CSV' }).click();
        const header = 'code,name,type,parentCode,phone,isActive';
        const good = (n: number) =>
            `IC${n}-${id},Import Centre ${n} ${id},Collection centre,${lab.code},+44 20 7946 000${n},yes`;
        await admin.importNodes(
            [header, good(1), `IC2-${id},Import Centre 2 ${id},kiosk,${lab.code},,yes`, good(3)].join('\n')
        );
        await expect(page.getByRole('alert')).toContainText('1 row has problems; nothing was saved');
        await expect(admin.importRow(2)).toContainText('Type must be one of: main-lab, branch, collection-centre');
        await expect(admin.importRow(1)).toHaveAttribute('aria-invalid', 'false');

        // Nothing was saved: the same codes import cleanly once the row is fixed.
        await admin.importNodes([header, good(1), good(2), good(3)].join('\n'));
        await expect(app.toast).toHaveText('3 nodes created');
        await expect(page).toHaveURL(/\/user-management\/nodes$/);
        for (const n of [1, 2, 3]) {
            await expect(admin.node(lab.code).getByTestId(`node-IC${n}-${id}`)).toContainText(
                `Import Centre ${n} ${id}`
            );
        }

        await page.getByRole('button', { name: `Delete ${lab.name}`, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
            `Node '${lab.name}' has 4 sub-nodes; move or delete them first`
        );
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

        await admin.deleteNode(`Import Centre 2 ${id}`);
        await expect(app.toast).toHaveText('Node deleted');
        await expect(admin.node(`IC2-${id}`)).toHaveCount(0);
        await page.reload();
        await expect(admin.node(`IC1-${id}`)).toBeVisible();
        await expect(admin.node(`IC2-${id}`)).toHaveCount(0);
    });
});
