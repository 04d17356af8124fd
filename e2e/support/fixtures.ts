import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { CataloguePages } from '../pages/CataloguePages';
import { MasterDataPage } from '../pages/MasterDataPage';
import { PatientPages } from '../pages/PatientPages';
import { SignInPage } from '../pages/SignInPage';
import { PORT } from './env';

/**
 * Every journey fails on a console error or a request to a host other than the app's own.
 * A journey that provokes an error on purpose (a 401, a 409, the crash screen) declares it.
 */
export interface PageGuard {
    allowConsoleError(pattern: RegExp): void;
    /** Console messages seen so far (for journeys that check what was logged). */
    readonly messages: ConsoleMessage[];
}

const isOwnHost = (url: string) => {
    const { protocol, hostname, port } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return true;
    const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
    return local && Number(port) === PORT;
};

const watch = (page: Page) => {
    const allowed: RegExp[] = [];
    const problems: string[] = [];
    const messages: ConsoleMessage[] = [];
    const isAllowed = (text: string) => allowed.some(pattern => pattern.test(text));
    page.on('console', message => {
        messages.push(message);
        if (message.type() === 'error' && !isAllowed(message.text())) {
            problems.push(`console error: ${message.text()} (${message.location().url})`);
        }
    });
    page.on('pageerror', error => {
        if (!isAllowed(error.message)) problems.push(`uncaught: ${error.message}`);
    });
    page.on('request', request => {
        if (!isOwnHost(request.url())) problems.push(`request to another host: ${request.url()}`);
    });
    return { guard: { allowConsoleError: (pattern: RegExp) => allowed.push(pattern), messages }, problems };
};

interface Fixtures {
    guard: PageGuard;
    signInPage: SignInPage;
    app: AppShell;
    units: MasterDataPage;
    patients: PatientPages;
    catalogue: CataloguePages;
}

export const test = base.extend<Fixtures>({
    guard: [
        async ({ page }, use) => {
            const { guard, problems } = watch(page);
            await use(guard);
            expect(problems, 'console errors and requests to other hosts').toEqual([]);
        },
        { auto: true },
    ],
    signInPage: async ({ page }, use) => use(new SignInPage(page)),
    app: async ({ page }, use) => use(new AppShell(page)),
    units: async ({ page }, use) => use(new MasterDataPage(page, '/masters/unit')),
    patients: async ({ page }, use) => use(new PatientPages(page)),
    catalogue: async ({ page }, use) => use(new CataloguePages(page)),
});

export { expect };
