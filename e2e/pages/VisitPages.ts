import type { Locator, Page } from '@playwright/test';

export interface VisitNewPatient {
    firstName: string;
    lastName: string;
    ageYears: string;
    phone: string;
}

/** The visit list, the bill of a new visit and a visit's page (bill, receipt…). */
export class VisitPages {
    readonly rows: Locator;
    readonly totals: Locator;
    readonly billItems: Locator;
    readonly code: Locator;
    readonly status: Locator;
    readonly payments: Locator;
    readonly receipt: Locator;

    constructor(private readonly page: Page) {
        this.rows = page.locator('.RaDatagrid-table tbody tr');
        this.totals = page.getByTestId('bill-totals');
        this.billItems = page.getByTestId('bill-items');
        this.code = page.getByTestId('visit-code');
        this.status = page.getByTestId('visit-status');
        this.payments = page.getByTestId('visit-payments');
        this.receipt = page.getByTestId('visit-receipt');
    }

    /** One line of the totals block: "Gross", "Discount", "Net", "Paid", "Due". */
    total(key: 'gross' | 'discount' | 'net' | 'paid' | 'due', within: Locator = this.page.locator('body')) {
        return within.getByTestId(`total-${key}`).locator('dd');
    }

    textbox(label: string, within: Locator | Page = this.page) {
        return within.getByRole('textbox', { name: label, exact: true });
    }

    async registerNewPatient(patient: VisitNewPatient) {
        await this.page.getByRole('radio', { name: 'New patient' }).check();
        await this.textbox('First Name').fill(patient.firstName);
        await this.textbox('Last Name').fill(patient.lastName);
        await this.textbox('Age (years)').fill(patient.ageYears);
        await this.textbox('Phone').fill(patient.phone);
    }

    /** Types in the catalogue search and adds the highlighted product with Enter. */
    async addProduct(text: string, expectedName: string) {
        const search = this.page.getByRole('combobox', { name: 'Add a test or package' });
        await search.fill(text);
        await this.page.getByRole('option').first().filter({ hasText: expectedName }).waitFor();
        await search.press('Enter');
        await this.billItems.getByRole('row').filter({ hasText: expectedName }).waitFor();
    }

    async chooseOption(label: string, option: string | RegExp, within: Locator | Page = this.page) {
        await within.getByRole('combobox', { name: label }).click();
        await this.page.getByRole('option', { name: option }).click();
    }

    async giveDiscount(percent: string, reason: string | RegExp) {
        await this.page.getByRole('spinbutton', { name: 'Discount', exact: true }).fill(percent);
        await this.chooseOption('Reason', reason);
    }

    async addPayment(amount: string) {
        await this.page.getByRole('button', { name: 'Add payment' }).click();
        const row = this.page.getByTestId('payment-row').last();
        await row.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
    }

    tab(name: string) {
        return this.page.getByRole('tab', { name, exact: true });
    }
}
