import { expect, test } from './support/fixtures';

test('an unknown address shows the not-found page with a way back', async ({ page, signInPage, guard }) => {
    // The server answers an unknown path with index.html and status 404.
    guard.allowConsoleError(/status of 404/);
    await signInPage.goto();
    await signInPage.signIn();
    await expect(page.getByTestId('home-organisation')).toBeVisible();

    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-organisation')).toBeVisible();
});

test('the status pages stand outside the authenticated layout', async ({ page }) => {
    await page.goto('/503');
    await expect(page.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expect(page).toHaveURL(/\/503$/);
});
