import { UserManagementPages } from './pages/UserManagementPages';
import { expect, test } from './support/fixtures';

test.describe('An administrator adds a phlebotomist', () => {
    test('the new user changes the one-time password, sees only their work and gets /403 on users', async ({
        page,
        signInPage,
        app,
        guard,
    }) => {
        // While the one-time password is in use the server refuses every other call (the gate then opens the change screen).
        guard.allowConsoleError(/status of 403/);
        const admin = new UserManagementPages(page);
        const email = `phlebotomist-${Date.now()}@demo.lab`;

        await signInPage.goto();
        await signInPage.signIn();
        await expect(app.menuLink('Users')).toBeVisible();
        const oneTimePassword = await admin.createUser('Pat', 'Lee', email, 'Phlebotomist');
        expect(oneTimePassword.length).toBeGreaterThanOrEqual(10);
        await expect(page).toHaveURL(/\/user-management\/users$/);
        await expect(page.getByText(email)).toBeVisible();
        await app.signOut();

        await signInPage.signIn(email, oneTimePassword);
        await expect(page).toHaveURL(/\/change-password$/);
        await admin.changePassword(oneTimePassword, 'Phlebotomy-Own-Pass-1');
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expect(app.menuLink('Users')).toHaveCount(0);
        await expect(app.menuLink('Roles')).toHaveCount(0);

        await page.goto('/user-management/users');
        await expect(page).toHaveURL(/\/403$/);
    });
});
