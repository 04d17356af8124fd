import { expect, test } from './support/fixtures';
import { ORGANISATION_NAME } from './support/env';

test.describe('A staff member signs in', () => {
    test('a wrong password is refused with a clear message under the form', async ({ page, signInPage, guard }) => {
        guard.allowConsoleError(/status of 401/);
        await signInPage.goto();
        await signInPage.signIn(undefined, 'not-the-password');
        await expect(signInPage.error).toHaveText('Invalid credentials');
        await expect(page).toHaveURL(/\/sign-in$/);
    });

    test('an empty form names the missing fields and sends nothing', async ({ page, signInPage }) => {
        await signInPage.goto();
        await signInPage.submit.click();
        await expect(page.getByText('Enter your e-mail address')).toBeVisible();
        await expect(page.getByText('Enter your password')).toBeVisible();
    });

    test('a deep link asks for sign-in, then opens the screen that was asked for', async ({
        page,
        signInPage,
        app,
    }) => {
        await page.goto('/masters/unit');
        await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmasters%2Funit$/);
        await signInPage.signIn();
        await expect(page).toHaveURL(/\/masters\/unit$/);
        await expect(page.getByText('mg/dL', { exact: true })).toBeVisible();
        await expect(app.organisationName).toHaveText(ORGANISATION_NAME);
    });

    test('signing in from the sign-in page lands on home with the organisation and user', async ({
        page,
        signInPage,
        app,
    }) => {
        await signInPage.goto();
        await signInPage.signIn();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByTestId('home-organisation')).toHaveText(ORGANISATION_NAME);
        await expect(page.getByTestId('home-user')).toContainText('Demo Administrator');
        await expect(app.menuLink('Visits')).toBeVisible();
        await expect(app.menuGroup('Masters')).toHaveAttribute('aria-expanded', 'false');
    });
});
