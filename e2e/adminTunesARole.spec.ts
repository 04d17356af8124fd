import { UserManagementPages } from './pages/UserManagementPages';
import { expect, test } from './support/fixtures';

test.describe('An administrator tunes a role', () => {
    test('matrix edits and a merged template are shown as a diff, saved, and kept after reload', async ({
        page,
        signInPage,
        app,
    }) => {
        const matrix = new UserManagementPages(page);
        await signInPage.goto();
        await signInPage.signIn();
        await expect(app.menuLink('Permission management')).toBeVisible();
        await matrix.openMatrix('Technician');

        await expect(matrix.cell('sample.receive')).toBeChecked();
        await expect(matrix.cell('expense.list')).not.toBeChecked();
        await matrix.cell('expense.list').check();
        await matrix.row('Reports').check();
        await expect(matrix.cell('report.print')).toBeChecked();

        await page.getByRole('button', { name: 'Review and save' }).click();
        await expect(matrix.diff).toContainText('+ expense.list');
        await expect(matrix.diff).toContainText('+ report.print');
        await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
        await expect(app.toast).toHaveText('Permissions saved');

        await expect(matrix.cell('visit.refund')).not.toBeChecked();
        await matrix.applyTemplate('Accountant', 'Merge');
        await expect(matrix.diff).toContainText('+ visit.refund');
        await expect(matrix.diff).not.toContainText('−');
        await page.getByRole('dialog').getByRole('button', { name: 'Apply template' }).click();
        await expect(app.toast).toHaveText('Template applied');
        await expect(matrix.cell('visit.refund')).toBeChecked();

        await page.reload();
        for (const permission of ['expense.list', 'report.print', 'visit.refund', 'sample.receive']) {
            await expect(matrix.cell(permission)).toBeChecked();
        }
    });

    test('a role is duplicated (a taken name is refused with a sentence) and deleted; the other screens open', async ({
        page,
        signInPage,
        guard,
    }) => {
        guard.allowConsoleError(/status of 409/);
        await signInPage.goto();
        await signInPage.signIn();
        await expect(page).toHaveURL(/\/$/);
        await page.goto('/user-management/roles');
        const technician = page.getByRole('row').filter({ hasText: 'Technician' });
        await technician.getByRole('button', { name: 'Duplicate' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('New name').fill('Front desk');
        await dialog.getByRole('button', { name: 'Duplicate' }).click();
        await expect(dialog).toContainText("Role 'Front desk' already exists");
        const copy = `Technician ${Date.now()}`;
        await dialog.getByLabel('New name').fill(copy);
        await dialog.getByRole('button', { name: 'Duplicate' }).click();
        const copied = page.getByRole('row').filter({ hasText: copy });
        await expect(copied).toBeVisible();
        await copied.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expect(copied).toHaveCount(0);

        for (const [path, text] of [
            ['templates', 'Accountant'],
            ['nodes', 'Main laboratory'],
            ['resources', 'Visits'],
            ['permissions', 'analyte.list'],
            ['categories', 'Front desk'],
            ['visual', 'Phlebotomist'],
        ]) {
            await page.goto(`/user-management/${path}`);
            await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
        }
    });
});
