import { expect, type Locator, type Page } from '@playwright/test';

/** The authenticated layout: app bar, sidebar, toasts. */
export class AppShell {
    readonly organisationName: Locator;
    readonly toast: Locator;

    constructor(private readonly page: Page) {
        this.organisationName = page.getByTestId('organisation-name');
        this.toast = page.locator('.MuiSnackbarContent-message');
    }

    menuLink(label: string) {
        return this.page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('menuitem', { name: label, exact: true });
    }

    /** A group's heading in the sidebar (it folds and unfolds the group; `aria-expanded` says which). */
    menuGroup(label: string) {
        return this.menuLink(label);
    }

    /** Unfolds a sidebar group (Masters starts folded); the sidebar remembers it. */
    async openMenuGroup(label: string) {
        const toggle = this.menuGroup(label);
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }

    async signOut() {
        await this.page.getByRole('button', { name: 'Profile' }).click();
        await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
        // Signing out first tells the server (the token is refused in every process), then shows the sign-in page.
        await expect(this.page).toHaveURL(/\/sign-in(\?|$)/);
    }

    /** Replaces the stored token, as if it had expired while the user was working. */
    async expireToken() {
        await this.page.evaluate(() => {
            const session = JSON.parse(window.localStorage.getItem('auth-storage') ?? '{}');
            window.localStorage.setItem('auth-storage', JSON.stringify({ ...session, token: 'expired.invalid.token' }));
        });
    }

    async storedToken(): Promise<string> {
        return this.page.evaluate(() => JSON.parse(window.localStorage.getItem('auth-storage') ?? '{}').token);
    }
}
