import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';

export class SignInPage {
    readonly email: Locator;
    readonly password: Locator;
    readonly submit: Locator;
    readonly error: Locator;

    constructor(private readonly page: Page) {
        this.email = page.getByLabel(/^E-mail/);
        this.password = page.getByLabel(/^Password/);
        this.submit = page.getByRole('button', { name: 'Sign in' });
        this.error = page.getByTestId('sign-in-error');
    }

    async goto(origin = '') {
        await this.page.goto(`${origin}/sign-in`);
    }

    async signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
        await this.email.fill(email);
        await this.password.fill(password);
        await this.submit.click();
    }
}
