import { expect, type Locator, type Page } from '@playwright/test';

export interface RangeRow {
    sex?: string;
    ageFrom?: string;
    ageTo?: string;
    ageUnit?: string;
    low?: string;
    high?: string;
}

/** Test management (analytes, panels) and price lists. */
export class CataloguePages {
    readonly rows: Locator;
    readonly rangesError: Locator;
    readonly members: Locator;
    readonly addProducts: Locator;

    constructor(private readonly page: Page) {
        this.rows = page.locator('.RaDatagrid-table tbody tr');
        this.rangesError = page.getByTestId('reference-ranges-error');
        this.members = page.getByTestId('group-members').getByRole('listitem');
        this.addProducts = page.getByRole('dialog', { name: 'Add products to the price list' });
    }

    tab(name: string) {
        return this.page.getByRole('tab', { name, exact: true });
    }

    input(label: string) {
        return this.page.getByRole('textbox', { name: label, exact: true });
    }

    number(label: string) {
        return this.page.getByRole('spinbutton', { name: label, exact: true });
    }

    /** An autocomplete is named by its label; a select by its label and its current value ("Type Standard"). */
    async chooseOption(label: string, option: string) {
        const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
        await this.page.getByRole('combobox', { name }).click();
        await this.page.getByRole('option', { name: option, exact: true }).click();
    }

    row(text: string) {
        return this.rows.filter({ has: this.page.getByText(text, { exact: true }) });
    }

    /** A cell of the reference range table, e.g. cell(2, 'Age from'). */
    cell(row: number, column: string) {
        return this.page.getByLabel(`Row ${row} ${column}`, { exact: true });
    }

    async fillRange(row: number, values: RangeRow) {
        const cells: [keyof RangeRow, string][] = [
            ['ageFrom', 'Age from'],
            ['ageTo', 'Age to'],
            ['low', 'Low'],
            ['high', 'High'],
        ];
        if (values.sex !== undefined) await this.cell(row, 'Sex').selectOption({ label: values.sex });
        if (values.ageUnit !== undefined) await this.cell(row, 'Age unit').selectOption({ label: values.ageUnit });
        for (const [key, column] of cells) {
            if (values[key] !== undefined) await this.cell(row, column).fill(values[key]!);
        }
    }

    async addRangeRow() {
        await this.page.getByRole('button', { name: 'Add row' }).click();
    }

    /** Picks an analyte or panel for a group from the member search. */
    async addMember(search: string, option: RegExp) {
        const picker = this.page.getByRole('combobox', { name: /Add an analyte or a panel/ });
        await picker.fill(search);
        await this.page.getByRole('option', { name: option }).click();
        await expect(picker).toHaveValue('');
    }

    async save() {
        await this.page.getByRole('button', { name: 'Save' }).click();
    }

    /** The inline editor of a product's list price, on the price list's page. */
    price(productName: string) {
        return this.page.getByRole('button', { name: `Price of ${productName}` });
    }

    priceInput(productName: string) {
        return this.page.getByRole('textbox', { name: `Price of ${productName}` });
    }
}
