import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const json = async <T>(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) => {
    const text = await response.text();
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
    return JSON.parse(text) as T;
};

interface Visit {
    id: string;
    code: string;
    net: number;
}

/** A collection centre of its own, a referral partner, and visits there: numbers this journey knows exactly. */
export interface StatsFixture {
    node: { id: string; name: string };
    partner: { id: string; name: string };
    /** Two visits for the first patient, one for the second. */
    patients: { id: string; code: string; fullName: string; visits: Visit[] }[];
}

interface FixtureOptions {
    token: string;
    nodeCode: string;
    nodeName: string;
    partnerName: string;
    lastName: string;
    /** Catalogue code of the analyte each visit orders. */
    analyte: string;
}

/** The home screen's figures and the /stats dashboards. */
export class StatsPages {
    constructor(private readonly page: Page) {}

    /** Made through the API as the front desk would: a node, a partner, two patients with three visits. */
    static async createFixture(request: APIRequestContext, o: FixtureOptions): Promise<StatsFixture> {
        const headers = { Authorization: `Bearer ${o.token}` };
        const node = await json<{ id: string; name: string }>(
            await request.post('/api/cluster', {
                headers,
                data: { code: o.nodeCode, name: o.nodeName, type: 'collection-centre' },
            }),
            'cluster'
        );
        const partner = await json<{ id: string; name: string }>(
            await request.post('/api/refferal', { headers, data: { name: o.partnerName, kind: 'Doctor' } }),
            'refferal'
        );
        const products = await json<{ kind: string; id: string; code: string }[]>(
            await request.get(`/api/visit/products?q=${encodeURIComponent(o.analyte)}&limit=100`, { headers }),
            'products'
        );
        const product = products.find(p => p.kind === 'analyte' && p.code === o.analyte);
        if (!product) throw new Error(`no analyte ${o.analyte} to order`);
        const visit = {
            referrerId: partner.id,
            nodeId: node.id,
            collectionType: 'walk-in',
            items: [{ kind: 'analyte', id: product.id }],
            payments: [],
        };
        const patients: StatsFixture['patients'] = [];
        for (const [firstName, phone] of [
            ['Meera', '9845001001'],
            ['Arjun', '9845001002'],
        ]) {
            const created = await json<{
                patient: { id: string; code: string; name: { fullName: string } };
                visit: Visit;
            }>(
                await request.post('/api/patient/submit-patient-visit', {
                    headers,
                    data: {
                        data: {
                            patient: {
                                firstName,
                                lastName: o.lastName,
                                age: { years: 40 },
                                phoneCountryCode: '91',
                                phoneNumber: phone,
                                confirmDuplicate: true,
                            },
                            visit,
                        },
                    },
                }),
                'submit-patient-visit'
            );
            const { id, code, name } = created.patient;
            patients.push({ id, code, fullName: name.fullName, visits: [created.visit] });
        }
        const again = await json<Visit>(
            await request.post('/api/visit', { headers, data: { ...visit, patientId: patients[0].id } }),
            'visit'
        );
        patients[0].visits.push(again);
        return { node, partner, patients };
    }

    /** Draws and sends a visit's samples and enters `value` for each of its results, as the laboratory would. */
    static async enterResults(request: APIRequestContext, token: string, visitId: string, value: string) {
        const headers = { Authorization: `Bearer ${token}` };
        const { samples } = await json<{ samples: { id: string }[] }>(
            await request.get(`/api/sample-management/visit/${visitId}`, { headers }),
            'visit samples'
        );
        for (const sample of samples) {
            for (const step of ['submit-sample-collection-timestamp', 'submit-sample'])
                await json(
                    await request.put(`/api/sample-management/${step}/${sample.id}`, { headers, data: {} }),
                    step
                );
        }
        const items = await json<{ results: { id: string }[] }[]>(
            await request.get(`/api/visit/get-products/${visitId}`, { headers }),
            'get-products'
        );
        const results = items.flatMap(item => item.results.map(r => ({ id: r.id, value })));
        await json(
            await request.put('/api/visit/submit-test-results', { headers, data: { data: { visitId, results } } }),
            'submit-test-results'
        );
    }

    /** A dashboard widget, named by its title. */
    widget(title: string): Locator {
        return this.page.getByRole('region', { name: title, exact: true });
    }

    homeFigure(testId: string): Locator {
        return this.page.getByTestId(testId);
    }

    async chooseNode(name: string) {
        await this.page.getByRole('combobox', { name: 'Node' }).click();
        await this.page.getByRole('option', { name, exact: true }).click();
    }

    /** Downloads a widget's CSV and answers its text. */
    async downloadCsv(title: string): Promise<{ name: string; text: string }> {
        const download = this.page.waitForEvent('download');
        await this.widget(title)
            .getByRole('button', { name: `Download ${title} as CSV` })
            .click();
        const file = await download;
        return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
    }
}
