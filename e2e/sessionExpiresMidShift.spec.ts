import { expect, test } from './support/fixtures';

test('an expired session says so and returns the user to where they were after signing in', async ({
    page,
    signInPage,
    app,
    guard,
}) => {
    guard.allowConsoleError(/status of 401/);
    await signInPage.goto();
    await signInPage.signIn();
    await app.openMenuGroup('Masters');
    await app.menuLink('Units').click();
    await expect(page.getByText('mg/dL', { exact: true })).toBeVisible();

    await app.expireToken();
    await app.menuLink('Containers').click();

    await expect(app.toast).toBeVisible();
    expect(await app.toast.textContent()).toBe('Session expired ! ');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmasters%2Fcontainer$/);

    await signInPage.signIn();
    await expect(page).toHaveURL(/\/masters\/container$/);
    await expect(page.getByRole('columnheader', { name: 'Container' })).toBeVisible();
});
