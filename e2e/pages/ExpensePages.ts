import { expect, type Locator, type Page } from '@playwright/test';

export interface ExpenseEntry {
    category: string;
    node: string;
    paymentMode: string;
    amount: string;
    vendor: string;
    referenceNo: string;
    description: string;
    receipt: { name: string; mimeType: string; buffer: Buffer };
}

/** /expense-tracker: the list, the Record expense form, approval, the receipt preview and the monthly summary. */
export class ExpensePages {
    readonly rows: Locator;
    readonly threshold: Locator;
    readonly exportButton: Locator;
    readonly receiptDialog: Locator;
    readonly categoryChart: Locator;
    readonly nodeChart: Locator;
    readonly incomeTable: Locator;

    constructor(private readonly page: Page) {
        this.rows = page.getByTestId('expense-list').locator('tbody tr');
        this.threshold = page.getByTestId('expense-threshold');
        this.exportButton = page.getByRole('button', { name: 'Export' });
        this.receiptDialog = page.getByRole('dialog', { name: /^Receipt: / });
        this.categoryChart = page.getByTestId('expense-chart-category');
        this.nodeChart = page.getByTestId('expense-chart-node');
        this.incomeTable = page.getByTestId('expense-income-table');
    }

    async goto() {
        await this.page.goto('/expense-tracker');
        await expect(this.page.getByRole('tab', { name: 'Expenses' })).toBeVisible();
    }

    row(text: string) {
        return this.rows.filter({ hasText: text });
    }

    async setThreshold(amount: string) {
        await this.threshold.click();
        const dialog = this.page.getByRole('dialog', { name: 'Approval threshold' });
        await dialog.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toBeHidden();
    }

    private async select(label: string, option: string) {
        await this.page.getByRole('combobox', { name: label }).click();
        await this.page.getByRole('option', { name: option, exact: true }).click();
    }

    async record(entry: ExpenseEntry) {
        await this.page.getByRole('link', { name: 'Record expense' }).click();
        // the list's own Category filter is a combobox too: wait for the form before picking
        await expect(this.page).toHaveURL(/\/expense-tracker\/create$/);
        await expect(this.page.getByRole('button', { name: 'Save' })).toBeVisible();
        await this.select('Category', entry.category);
        await this.select('Node', entry.node);
        await this.select('Payment mode', entry.paymentMode);
        await this.page.getByRole('spinbutton', { name: 'Amount' }).fill(entry.amount);
        await this.page.getByRole('textbox', { name: 'Vendor' }).fill(entry.vendor);
        await this.page.getByRole('textbox', { name: 'Reference number' }).fill(entry.referenceNo);
        await this.page.getByRole('textbox', { name: 'Description' }).fill(entry.description);
        await this.page.locator('input[type="file"]').setInputFiles(entry.receipt);
        await expect(this.page.getByText(entry.receipt.name)).toBeVisible();
        await this.page.getByRole('button', { name: 'Save' }).click();
        await expect(this.page).toHaveURL(/\/expense-tracker$/);
    }

    async approve(vendor: string) {
        await this.row(vendor).getByRole('button', { name: 'Approve' }).click();
        const dialog = this.page.getByRole('dialog', { name: 'Approve this expense?' });
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await expect(dialog).toBeHidden();
    }

    async openSummary() {
        await this.page.getByRole('tab', { name: 'Monthly summary' }).click();
        await expect(this.categoryChart).toBeVisible();
    }
}
