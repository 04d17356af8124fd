import { expect, test } from './support/fixtures';

/** Letters only, so that the values are this run's own on a reused server. */
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('the administrator sets the report letterhead and holds reports while a bill is due', async ({
    page,
    signInPage,
    app,
}) => {
    const name = `Demo Diagnostics ${suffix()}`;
    const address = `12 MG Road, Bengaluru ${suffix()}`;

    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Visits').click();
    await expect(page).toHaveURL(/\/visit$/);
    const token = await app.storedToken();
    const headers = { Authorization: `Bearer ${token}` };
    const before = await (await page.request.get('/api/settings/report', { headers })).json();

    try {
        // The dialog opens on the current settings
        await page.getByRole('button', { name: 'Report settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report settings' });
        const nameInput = dialog.getByRole('textbox', { name: 'Laboratory name' });
        await expect(nameInput).toHaveValue(before.header.name);
        const hold = dialog.getByRole('switch', { name: 'Hold reports while a bill is due' });

        // Cancel and Escape close it without saving
        await nameInput.fill('Not saved');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await page.getByRole('button', { name: 'Report settings' }).click();
        await expect(nameInput).toHaveValue(before.header.name);
        await nameInput.fill('Not saved either');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // A malformed address is refused before the request
        await page.getByRole('button', { name: 'Report settings' }).click();
        await expect(nameInput).toHaveValue(before.header.name);
        const publicUrl = dialog.getByRole('textbox', { name: 'Public base URL' });
        await publicUrl.fill('lab.example.com');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(
            dialog.getByText('Enter an address like https://lab.example.com (no spaces, ? or #)')
        ).toBeVisible();
        await publicUrl.fill('');

        // The header and the hold are saved
        await nameInput.fill(name);
        await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
        await hold.check();
        await expect(hold).toBeChecked();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(app.toast).toHaveText('Report settings saved');
        await expect(dialog).toBeHidden();

        // Reopened, the dialog shows what was saved
        await page.getByRole('button', { name: 'Report settings' }).click();
        await expect(nameInput).toHaveValue(name);
        await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(address);
        await expect(hold).toBeChecked();
        await expect(dialog.getByRole('switch', { name: 'Print the letterhead' })).toBeChecked({
            checked: before.letterhead,
        });
        await expect(publicUrl).toHaveValue(before.publicBaseUrl ?? '');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // The server holds them
        const saved = await page.request.get('/api/settings/report', { headers });
        expect(saved.status()).toBe(200);
        expect(await saved.json()).toEqual({
            ...before,
            header: { ...before.header, name, address },
            holdWhileDue: true,
        });
    } finally {
        // A reused server keeps its other journeys' public links open
        await page.request.put('/api/settings/report', { headers, data: before });
    }
});
