import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

test('the front desk adds a referral partner, sees the patients it sends, and deactivates it after confirming', async ({
    page,
    request,
    signInPage,
    app,
    catalogue,
}) => {
    const name = `Dr. Meera ${letters(5)}`;

    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Referral Partners').click();
    await expect(page).toHaveURL(/\/refferal-management$/);

    await page.getByRole('link', { name: 'Create' }).click();
    await catalogue.input('Name').fill(name);
    await catalogue.input('Specialty').fill('Paediatrics');
    await catalogue.number('Commission %').fill('12.5');
    await catalogue.save();
    await expect(app.toast).toHaveText('Element created');
    await expect(page).toHaveURL(/\/refferal-management\/[0-9a-f-]{36}\/show$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('refferal-patients')).toContainText(
        'No patients name this partner as their referrer yet'
    );
    await expect(page.getByTestId('refferal-visits')).toContainText('No visits referred yet');

    // A patient who names the partner as their referrer appears on its page
    const partnerId = page.url().split('/').at(-2)!;
    const token = await app.storedToken();
    const created = await request.post('/api/patient', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
            firstName: 'Anaya',
            lastName: `Rao${letters(5)}`,
            age: { years: 6 },
            referrerId: partnerId,
            confirmDuplicate: true,
        },
    });
    expect(created.status()).toBe(201);
    const patient = await created.json();
    await page.reload();
    await expect(page.getByTestId('refferal-patients').getByText(patient.code)).toBeVisible();
    await page.getByTestId('refferal-patients').getByText(patient.code).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}$`));
    await expect(page.getByRole('link', { name })).toBeVisible();

    // Deactivating asks first; the list and a reload show the partner inactive
    await app.menuLink('Referral Partners').click();
    await page.getByPlaceholder('Search name, specialty, phone or city').fill(name);
    await expect(catalogue.rows).toHaveCount(1);
    await expect(catalogue.rows.first()).toContainText('12.5%');
    const active = page.getByRole('switch', { name: `Active: ${name}` });
    await expect(active).toBeChecked();
    await active.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Deactivate ${name}?`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(app.toast).toHaveText('Referral partner deactivated');
    await expect(active).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
});
