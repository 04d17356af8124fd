import type { APIRequestContext, Locator, Page } from '@playwright/test';

export interface LabVisitFixture {
    visitId: string;
    visitCode: string;
    patientName: string;
    barcodes: string[];
}

interface ApiOptions {
    token: string;
    /** Catalogue codes of the analytes to order. */
    analytes: string[];
    patient: { firstName: string; lastName: string; phone: string };
    homeAddress?: string;
    /** the visit's node; the first node listed when left out */
    nodeId?: string;
}

const json = async <T>(
    response: { ok(): boolean; status(): number; text(): Promise<string> },
    what: string
): Promise<T> => {
    const text = await response.text();
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
    return JSON.parse(text) as T;
};

/** The laboratory screens: the phlebotomy queue, a visit's samples and result entry, the worklist. */
export class LabPages {
    readonly queueSearch: Locator;
    readonly queueVisits: Locator;
    readonly labelSheet: Locator;

    constructor(private readonly page: Page) {
        this.queueSearch = page.getByRole('searchbox', { name: 'Search patient, visit code or barcode' });
        this.queueVisits = page.getByTestId('queue-visit');
        this.labelSheet = page.getByRole('dialog', { name: /barcode label/ });
    }

    /** A patient and a visit ordering the given analytes, made through the API as the front desk would. */
    static async createVisit(request: APIRequestContext, options: ApiOptions): Promise<LabVisitFixture> {
        const headers = { Authorization: `Bearer ${options.token}` };
        const items = [];
        for (const code of options.analytes) {
            const products = await json<{ kind: string; id: string; code: string }[]>(
                await request.get(`/api/visit/products?q=${encodeURIComponent(code)}&limit=100`, { headers }),
                'products'
            );
            const product = products.find(p => p.kind === 'analyte' && p.code === code);
            if (!product) throw new Error(`no analyte ${code} to order`);
            items.push({ kind: 'analyte', id: product.id });
        }
        const nodes = await json<{ id: string }[]>(await request.get('/api/cluster?range=[0,0]', { headers }), 'nodes');
        const home = options.homeAddress !== undefined;
        const created = await json<{
            visit: { id: string; code: string; samples: { barcode: string }[] };
            patient: { name: { fullName: string } };
        }>(
            await request.post('/api/patient/submit-patient-visit', {
                headers,
                data: {
                    data: {
                        patient: {
                            firstName: options.patient.firstName,
                            lastName: options.patient.lastName,
                            age: { years: 42 },
                            phoneCountryCode: '91',
                            phoneNumber: options.patient.phone,
                            confirmDuplicate: true,
                        },
                        visit: {
                            referrerId: null,
                            nodeId: options.nodeId ?? nodes[0]?.id ?? null,
                            collectionType: home ? 'home' : 'walk-in',
                            homeAddress: options.homeAddress ?? null,
                            homePhone: home ? `+91 ${options.patient.phone}` : null,
                            clinicalNotes: 'Fasting since 10 pm',
                            items,
                            payments: [],
                        },
                    },
                },
            }),
            'submit-patient-visit'
        );
        return {
            visitId: created.visit.id,
            visitCode: created.visit.code,
            patientName: created.patient.name.fullName,
            barcodes: created.visit.samples.map(sample => sample.barcode),
        };
    }

    queueVisit(visitCode: string) {
        return this.queueVisits.filter({ hasText: visitCode });
    }

    collectButton(barcode: string) {
        return this.page.getByRole('button', { name: `Collected ${barcode}` });
    }

    submitButton(barcode: string) {
        return this.page.getByRole('button', { name: `Submit ${barcode} to lab` });
    }

    queueSample(barcode: string) {
        return this.page.locator(`[data-testid="queue-sample"][data-barcode="${barcode}"]`);
    }

    /** True when the page is wider than the screen (a phone would scroll sideways). */
    async scrollsSideways(): Promise<boolean> {
        return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    }

    resultInput(name: string, code: string) {
        return this.page.getByRole('textbox', { name: `Result of ${name} (${code})` });
    }

    resultRow(code: string) {
        return this.page.locator(`[data-testid="result-row"][data-code="${code}"]`);
    }

    flag(code: string) {
        return this.resultRow(code).getByTestId('result-flag');
    }

    visitSample(barcode: string) {
        return this.page.locator(`[data-testid="visit-sample"][data-barcode="${barcode}"]`);
    }
}
