import type { Locator, Page } from '@playwright/test';

/** A generated master-data screen (list, create, edit) at `route`. */
export class MasterDataPage {
    readonly search: Locator;
    readonly rows: Locator;

    constructor(
        private readonly page: Page,
        readonly route: string
    ) {
        this.search = page.getByPlaceholder('Search');
        this.rows = page.locator('.RaDatagrid-table tbody tr');
    }

    async goto() {
        await this.page.goto(this.route);
    }

    row(text: string) {
        return this.rows.filter({ has: this.page.getByText(text, { exact: true }) });
    }

    /** A text input by its accessible name (the label, without a required field's asterisk). */
    input(label: string) {
        return this.page.getByRole('textbox', { name: label, exact: true });
    }

    async chooseOption(label: string, option: string) {
        await this.page.getByRole('combobox', { name: label }).click();
        await this.page.getByRole('option', { name: option, exact: true }).click();
    }

    /** The list's Export button (the bulk-selection toolbar holds another). */
    get exportButton() {
        return this.page.getByTestId('list-actions').getByRole('button', { name: 'Export' });
    }

    async save() {
        await this.page.getByRole('button', { name: 'Save' }).click();
    }
}
