import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';

test('a lab manager adds, finds, edits, exports and deletes a unit of measurement', async ({
    page,
    request,
    signInPage,
    app,
    units,
    guard,
}) => {
    guard.allowConsoleError(/status of 409/);
    const name = `e2e-u/L ${Date.now()}`;

    await signInPage.goto();
    await signInPage.signIn();
    await app.openMenuGroup('Masters');
    await app.menuLink('Units').click();
    await expect(page).toHaveURL(/\/masters\/unit$/);
    await expect(units.row('mg/dL')).toHaveCount(1);

    // Create
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/masters\/unit\/create$/);
    await units.input('Unit').fill(name);
    await units.input('Description').fill('added by the browser test');
    await units.chooseOption('Quantity', 'Other');
    await units.save();
    await expect(app.toast).toHaveText('Element created');
    await expect(page).toHaveURL(/\/masters\/unit$/);

    // Find by search
    await units.search.fill(name);
    await expect(units.rows).toHaveCount(1);
    await expect(units.row(name)).toHaveCount(1);

    // Edit
    await units.row(name).getByText(name, { exact: true }).click();
    await expect(page).toHaveURL(/\/masters\/unit\/[0-9a-f-]{36}$/);
    await expect(units.input('Unit')).toHaveValue(name);
    await units.input('Description').fill('edited by the browser test');
    await units.save();
    await expect(app.toast).toHaveText('Element updated');
    await expect(units.row(name)).toContainText('edited by the browser test');

    // CSV export holds the rows of the list
    await units.search.fill('');
    await expect(units.row('mg/dL')).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), units.exportButton.click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain('edited by the browser test');
    expect(csv).toContain('mg/dL');

    // A duplicate name is refused with the server's own sentence
    const token = await app.storedToken();
    const refused = await request.post('/api/masters/unit', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: 'mg/dL' },
    });
    expect(refused.status()).toBe(409);
    const sentence: string = (await refused.json()).error;
    await page.getByRole('link', { name: 'Create' }).click();
    await units.input('Unit').fill('mg/dL');
    await units.save();
    await expect(app.toast).toHaveText(sentence);
    await expect(page).toHaveURL(/\/masters\/unit\/create$/);

    // Delete, after confirmation
    await page.goto('/masters/unit');
    await units.search.fill(name);
    await expect(units.rows).toHaveCount(1);
    await units.row(name).getByText(name, { exact: true }).click();
    await expect(units.input('Unit')).toHaveValue(name);
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Delete unit ${name}`);
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this unit?');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(app.toast).toHaveText('Element deleted');
    await expect(page).toHaveURL(/\/masters\/unit/);
    await expect(units.row(name)).toHaveCount(0);
});
