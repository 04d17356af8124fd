import { expect, type Locator, type Page } from '@playwright/test';

/** The documents screens (/ms-word): the list, a new document or template, the editor on its A4 sheet. */
export class DocumentPages {
    constructor(private readonly page: Page) {}

    get editable(): Locator {
        return this.page.locator('.ck-editor__editable:not(.ck-editor__nested-editable)');
    }

    get saveState(): Locator {
        return this.page.getByTestId('save-state');
    }

    /** A cell of the first table by its row and its index among the row's cells. */
    cell(row: number, index: number): Locator {
        return this.editable.locator('table tr').nth(row).locator('td, th').nth(index);
    }

    get cells(): Locator {
        return this.editable.locator('table td, table th');
    }

    async newTemplate(title: string) {
        await this.page.goto('/ms-word');
        await this.page.getByRole('link', { name: 'New template' }).click();
        await this.page.getByLabel(/^Title/).fill(title);
        await this.page.getByRole('button', { name: 'Create template' }).click();
        await expect(this.page).toHaveURL(/\/ms-word\/template\/[0-9a-f-]{36}$/);
        await expect(this.editable).toBeVisible();
    }

    async insertField(label: RegExp) {
        await this.page.getByRole('button', { name: 'Insert field' }).click();
        await this.page.locator('.ck-dropdown__panel').getByRole('button', { name: label }).click();
    }

    async insertTable(rows: number, columns: number) {
        await this.page.getByRole('button', { name: 'Insert table' }).click();
        await this.page
            .locator(`.ck-insert-table-dropdown-grid-box[data-row="${rows}"][data-column="${columns}"]`)
            .click();
    }

    /** Click one cell, shift-click another: the rectangle between them is selected. */
    async selectCells(from: Locator, to: Locator) {
        await from.click();
        await to.click({ modifiers: ['Shift'] });
    }

    async mergeCells() {
        await this.page.getByRole('button', { name: 'Merge / unmerge cells' }).click();
    }

    async waitSaved() {
        await expect(this.saveState).toHaveText('Saved', { timeout: 15_000 });
    }
}
