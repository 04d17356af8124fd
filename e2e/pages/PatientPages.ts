import type { Locator, Page } from '@playwright/test';

export interface NewPatient {
    prefix?: string;
    firstName: string;
    lastName: string;
    ageYears?: string;
    dateOfBirth?: string;
    phone: string;
    email?: string;
}

/** The patient list, the register and edit form, the patient's page, the duplicate warning and the app bar's finder. */
export class PatientPages {
    readonly rows: Locator;
    readonly search: Locator;
    readonly duplicateWarning: Locator;
    readonly finder: Locator;
    readonly name: Locator;
    readonly code: Locator;
    readonly visits: Locator;

    constructor(private readonly page: Page) {
        this.rows = page.locator('.RaDatagrid-table tbody tr');
        this.search = page.getByPlaceholder('Search name, code, phone or e-mail');
        this.duplicateWarning = page.getByRole('dialog', { name: 'Possible duplicate patient' });
        this.finder = page.getByRole('combobox', { name: 'Find a patient' });
        this.name = page.getByTestId('patient-name');
        this.code = page.getByTestId('patient-code');
        this.visits = page.getByTestId('patient-visits');
    }

    input(label: string) {
        return this.page.getByRole('textbox', { name: label, exact: true });
    }

    combobox(label: string) {
        return this.page.getByRole('combobox', { name: label });
    }

    async chooseOption(label: string, option: string) {
        await this.combobox(label).click();
        await this.page.getByRole('option', { name: option, exact: true }).click();
    }

    async fill(patient: NewPatient) {
        if (patient.prefix) await this.chooseOption('Prefix', patient.prefix);
        await this.input('First Name').fill(patient.firstName);
        await this.input('Last Name').fill(patient.lastName);
        if (patient.dateOfBirth) await this.page.getByLabel('Date of Birth').fill(patient.dateOfBirth);
        if (patient.ageYears) await this.input('Years').fill(patient.ageYears);
        await this.input('Phone').fill(patient.phone);
        if (patient.email) await this.input('E-mail').fill(patient.email);
    }

    async save() {
        await this.page.getByRole('button', { name: 'Save' }).click();
    }

    duplicateMatch(code: string) {
        return this.duplicateWarning.getByTestId('duplicate-match').filter({ hasText: code });
    }

    /** Types in the app bar's finder and opens the first match. */
    async find(text: string, expectedCode: string) {
        await this.finder.fill(text);
        await this.page.getByRole('option').filter({ hasText: expectedCode }).first().waitFor();
        await this.finder.press('Enter');
    }
}
