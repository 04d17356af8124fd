import type { Locator, Page } from '@playwright/test';

/** The Send Email dialog and /email-management. */
export class EmailPages {
    readonly dialog: Locator;
    readonly to: Locator;
    readonly subject: Locator;
    readonly template: Locator;
    readonly message: Locator;
    readonly send: Locator;
    readonly test: Locator;
    readonly result: Locator;
    readonly outboxRows: Locator;
    readonly messageView: Locator;

    constructor(page: Page) {
        this.dialog = page.getByRole('dialog', { name: 'Send Email' });
        this.to = this.dialog.getByRole('textbox', { name: 'To' });
        this.subject = this.dialog.getByRole('textbox', { name: 'Subject' });
        this.template = this.dialog.getByRole('combobox', { name: 'Template' });
        this.message = this.dialog.getByRole('textbox', { name: 'Message' });
        this.send = this.dialog.getByRole('button', { name: /^(Send Email|Sending\.\.\.)$/ });
        this.test = this.dialog.getByRole('button', { name: 'Test HTML Email' });
        this.result = this.dialog.getByTestId('email-result');
        this.outboxRows = page.getByTestId('email-outbox').locator('tbody tr');
        this.messageView = page.getByRole('dialog').filter({ has: page.getByTestId('email-message-body') });
    }

    async close() {
        await this.dialog.getByRole('button', { name: 'Close' }).click();
    }

    outboxRow(text: string) {
        return this.outboxRows.filter({ hasText: text });
    }
}
