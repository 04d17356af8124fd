import { expect, test } from './support/fixtures';

test('a staff member signs out and the next visit asks for sign-in again', async ({ page, signInPage, app }) => {
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.organisationName).toBeVisible();

    await app.signOut();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth-storage'))).toBeNull();

    await page.goto('/masters/unit');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmasters%2Funit$/);
    await expect(signInPage.submit).toBeVisible();
});
