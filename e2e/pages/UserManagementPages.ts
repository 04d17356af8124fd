import type { Locator, Page } from '@playwright/test';

/** The administration screens: users, the first-sign-in password change, the permission matrix. */
export class UserManagementPages {
    readonly temporaryPassword: Locator;
    readonly diff: Locator;

    constructor(private readonly page: Page) {
        this.temporaryPassword = page.getByTestId('temporary-password');
        this.diff = page.getByTestId('permission-diff');
    }

    async createUser(firstName: string, lastName: string, email: string, role: string): Promise<string> {
        await this.page.goto('/user-management/users/create');
        await this.page.getByLabel('First name').fill(firstName);
        await this.page.getByLabel('Last name').fill(lastName);
        await this.page.getByLabel('E-mail').fill(email);
        await this.page.getByLabel('Roles').click();
        await this.page.getByRole('option', { name: role, exact: true }).click();
        await this.page.keyboard.press('Escape');
        await this.page.getByRole('button', { name: 'Save' }).click();
        const password = (await this.temporaryPassword.textContent())?.trim() ?? '';
        await this.page.getByRole('button', { name: 'Done' }).click();
        return password;
    }

    async changePassword(current: string, next: string) {
        await this.page.locator('input[name="currentPassword"]').fill(current);
        await this.page.locator('input[name="newPassword"]').fill(next);
        await this.page.locator('input[name="confirm"]').fill(next);
        await this.page.getByRole('button', { name: 'Change password' }).click();
    }

    async openMatrix(role: string) {
        await this.page.goto('/user-management/permission-management');
        await this.page.getByRole('combobox', { name: 'Role' }).click();
        await this.page.getByRole('option', { name: role, exact: true }).click();
    }

    async applyTemplate(template: string, mode: 'Merge' | 'Replace') {
        await this.page.getByRole('button', { name: 'Apply template' }).click();
        await this.page.getByRole('combobox', { name: 'Template' }).click();
        await this.page.getByRole('option', { name: template, exact: true }).click();
        await this.page.getByRole('radio', { name: new RegExp(`^${mode}:`) }).check();
        await this.page.getByRole('button', { name: 'Show changes' }).click();
    }

    cell(permission: string) {
        return this.page.getByRole('checkbox', { name: permission, exact: true });
    }

    row(resourceLabel: string) {
        return this.page.getByRole('checkbox', { name: `All actions of ${resourceLabel}`, exact: true });
    }
}
