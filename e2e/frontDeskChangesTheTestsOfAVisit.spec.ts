import { expect, test } from './support/fixtures';
import { VisitPages } from './pages/VisitPages';
import { letters, money } from './support/unique';

test('the front desk changes the tests of a visit before its sample is collected, and the bill follows', async ({
    page,
    signInPage,
    app,
}) => {
    test.setTimeout(120_000);
    const visits = new VisitPages(page);
    const lastName = `Iyer${letters()}`;
    const phone = `7${String(Date.now()).slice(-9)}`;
    // Catalogue prices of the default price list: fasting glucose 80, CBC panel 350.
    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Visits').click();
    await page.getByRole('link', { name: 'New visit' }).first().click();
    await expect(page).toHaveURL(/\/visit\/new$/);
    await visits.registerNewPatient({ firstName: 'Kavya', lastName, ageYears: '41', phone });
    await visits.addProduct('FBS', 'Glucose, fasting');
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(app.toast).toHaveText(/^Visit V-\d{4}-\d{6} saved$/);
    await expect(visits.total('net')).toHaveText(money(80));

    // The doctor's note asked for a blood count, not the glucose: the desk swaps them before anyone collects
    await page.getByRole('button', { name: 'Edit items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit items' });
    const dialogItems = dialog.getByTestId('bill-items');
    await expect(dialogItems).toContainText('Glucose, fasting');
    const search = dialog.getByRole('combobox', { name: 'Add a test or package' });
    await search.fill('CBC');
    await page.getByRole('option').first().filter({ hasText: 'Complete blood count (CBC)' }).waitFor();
    await search.press('Enter');
    await expect(dialogItems).toContainText('Complete blood count (CBC)');
    await dialog.getByRole('button', { name: 'Remove Glucose, fasting' }).click();
    await expect(dialogItems).not.toContainText('Glucose, fasting');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(app.toast).toHaveText('Items saved');
    await expect(dialog).toBeHidden();

    // The server re-priced the bill
    await expect(visits.billItems).toContainText('Complete blood count (CBC)');
    await expect(visits.billItems).not.toContainText('Glucose, fasting');
    await expect(visits.total('net')).toHaveText(money(350));
    await expect(visits.total('due')).toHaveText(money(350));

    // A visit with no test is refused in the dialog, and cancelling changes nothing
    await page.getByRole('button', { name: 'Edit items' }).click();
    await dialog.getByRole('button', { name: 'Remove Complete blood count (CBC)' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Add at least one test or package')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(visits.billItems).toContainText('Complete blood count (CBC)');
    await expect(visits.total('net')).toHaveText(money(350));
});
