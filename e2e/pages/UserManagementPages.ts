import type { Locator, Page } from '@playwright/test';

export interface NewNode {
    code: string;
    name: string;
    type?: 'Main laboratory' | 'Branch' | 'Collection centre';
}

/** The administration screens: users, the first-sign-in password change, the permission matrix, the nodes. */
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

    async openNodes() {
        await this.page.goto('/user-management/nodes');
    }

    /** A site in the tree (with its sub-sites), by code. */
    node(code: string) {
        return this.page.getByTestId(`node-${code}`);
    }

    /** A top-level node from "Add node", or one under `parentName` from its "Add under" button. */
    async addNode(node: NewNode, parentName?: string) {
        const button = parentName ? `Add under ${parentName}` : 'Add node';
        await this.page.getByRole('button', { name: button, exact: true }).click();
        const dialog = this.page.getByRole('dialog');
        if (node.type) {
            await dialog.getByRole('combobox', { name: /^Type/ }).click();
            await this.page.getByRole('option', { name: node.type, exact: true }).click();
        }
        await dialog.getByLabel(/^Code/).fill(node.code);
        await dialog.getByLabel(/^Name/).fill(node.name);
        await dialog.getByRole('button', { name: 'Save' }).click();
    }

    async importNodes(csv: string) {
        await this.page.getByLabel('CSV text').fill(csv);
        await this.page.getByRole('button', { name: /^Import \d+ nodes?$/ }).click();
    }

    importRow(row: number) {
        return this.page.getByTestId(`import-row-${row}`);
    }

    async deleteNode(name: string) {
        await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
        await this.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    }
}
