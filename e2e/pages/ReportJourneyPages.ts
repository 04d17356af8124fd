import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export interface StaffMember {
    email: string;
    password: string;
    /** The name the application shows for them ("Verified by …"). */
    name: string;
}

const answer = async <T>(
    response: { ok(): boolean; status(): number; text(): Promise<string> },
    what: string
): Promise<T> => {
    const text = await response.text();
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
    return JSON.parse(text) as T;
};

/**
 * What the patientFromDeskToReport journey needs besides the visit and laboratory page objects:
 * a second member of staff made through the API, the Reports tab of a visit, the public report page,
 * and the text of a downloaded PDF.
 */
export class ReportJourneyPages {
    readonly reports: Locator;
    readonly publicPatient: Locator;
    readonly publicVisit: Locator;
    readonly publicMessage: Locator;

    constructor(private readonly page: Page) {
        this.reports = page.getByTestId('visit-reports');
        this.publicPatient = page.getByTestId('public-report-patient');
        this.publicVisit = page.getByTestId('public-report-visit');
        this.publicMessage = page.getByTestId('public-report-message');
    }

    /**
     * A member of staff with one seeded role, created by the administrator through the API and past the
     * first-sign-in password change (the UI of both is the adminCreatesAPhlebotomist journey's).
     */
    static async createStaff(
        request: APIRequestContext,
        adminToken: string,
        person: { firstName: string; lastName: string; email: string; role: string; password: string }
    ): Promise<StaffMember> {
        const headers = { Authorization: `Bearer ${adminToken}` };
        const roles = await answer<{ id: string; name: string }[]>(
            await request.get('/api/role?range=[0,99]', { headers }),
            'roles'
        );
        const role = roles.find(candidate => candidate.name === person.role);
        if (!role) throw new Error(`no seeded role ${person.role}`);
        const temporary = `${person.password}-first`;
        await answer(
            await request.post('/api/emp', {
                headers,
                data: {
                    firstName: person.firstName,
                    lastName: person.lastName,
                    email: person.email,
                    roleIds: [role.id],
                    password: temporary,
                },
            }),
            'create user'
        );
        const signedIn = await answer<{ token: string }>(
            await request.post('/api/auth/sign-in', { data: { email: person.email, password: temporary } }),
            'first sign-in'
        );
        await answer(
            await request.post('/api/auth/change-password', {
                headers: { Authorization: `Bearer ${signedIn.token}` },
                data: { currentPassword: temporary, newPassword: person.password },
            }),
            'password change'
        );
        return { email: person.email, password: person.password, name: `${person.firstName} ${person.lastName}` };
    }

    /** The text of a downloaded PDF, every page's, in one string with runs of white space made one space. */
    static async pdfText(download: Download): Promise<string> {
        const bytes = new Uint8Array(await readFile(await download.path()));
        const pdf = await getDocumentProxy(bytes);
        const { text } = await extractText(pdf, { mergePages: true });
        return text.replace(/\s+/g, ' ');
    }

    /** Clicks what starts a download and waits for the file. */
    async download(trigger: Locator): Promise<Download> {
        const [download] = await Promise.all([this.page.waitForEvent('download'), trigger.click()]);
        return download;
    }

    downloadVersion(version: number) {
        return this.page.getByRole('button', { name: `Download version ${version}`, exact: true });
    }

    /** The public link, as "Copy public link" puts it on the clipboard (the context must grant clipboard access). */
    async copyPublicLink(): Promise<string> {
        await this.page.getByRole('button', { name: 'Copy public link' }).click();
        return this.page.evaluate(() => navigator.clipboard.readText());
    }

    publicDownload() {
        return this.page.getByRole('button', { name: 'Download report' });
    }
}
