import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The seeded collection centre the journey packs at. */
export const CENTRE = 'Jayanagar collection centre';

const ok = async <T>(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) => {
    const text = await response.text();
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
    return JSON.parse(text) as T;
};

/** /courier-management: a shipment's scan box, hand-over, receipt, discrepancies, custody and manifest. */
export class CourierPages {
    readonly newShipment: Locator;
    readonly scanBox: Locator;
    readonly samples: Locator;
    readonly packable: Locator;
    readonly discrepancies: Locator;
    readonly custody: Locator;
    readonly manifest: Locator;

    constructor(private readonly page: Page) {
        this.newShipment = page.getByRole('region', { name: 'New shipment' });
        this.scanBox = page.getByRole('textbox', { name: 'Scan or type a barcode, then Enter' });
        this.samples = page.getByRole('list', { name: 'Samples' });
        this.packable = page.getByRole('region', { name: 'Collected here, not packed yet' });
        this.discrepancies = page.getByRole('region', { name: 'Discrepancies' });
        this.custody = page.getByRole('region', { name: 'Chain of custody' });
        this.manifest = page.getByTestId('courier-manifest');
    }

    /** The node ids of the demo laboratory's collection centre and main laboratory. */
    static async nodes(request: APIRequestContext, token: string) {
        const headers = { Authorization: `Bearer ${token}` };
        const nodes = await ok<{ id: string; type: string; name: string }[]>(
            await request.get('/api/cluster?range=[0,99]', { headers }),
            'nodes'
        );
        return {
            // the demo laboratory's own centre (other journeys add centres of their own)
            centre: nodes.find(node => node.type === 'collection-centre' && node.name === CENTRE)!.id,
            mainLab: nodes.find(node => node.type === 'main-lab')!.id,
        };
    }

    /** A courier, made through the API as an administrator would in the Couriers list. */
    static async createCourier(request: APIRequestContext, token: string, name: string) {
        const headers = { Authorization: `Bearer ${token}` };
        return ok<{ id: string }>(
            await request.post('/api/courier', { headers, data: { name, kind: 'Person', phone: '98450 12345' } }),
            'courier'
        );
    }

    /** Marks every sample of a visit collected, as the phlebotomist's queue does. */
    static async collectAll(request: APIRequestContext, token: string, visitId: string) {
        const headers = { Authorization: `Bearer ${token}` };
        const { samples } = await ok<{ samples: { id: string }[] }>(
            await request.get(`/api/sample-management/visit/${visitId}`, { headers }),
            'visit samples'
        );
        for (const sample of samples) {
            await ok(
                await request.put(`/api/sample-management/submit-sample-collection-timestamp/${sample.id}`, {
                    headers,
                    data: {},
                }),
                'collect'
            );
        }
    }

    select(label: string) {
        return this.page.getByRole('combobox', { name: label });
    }

    async choose(label: string, option: string) {
        await this.select(label).click();
        await this.page.getByRole('option', { name: option, exact: true }).click();
    }

    button(name: string) {
        return this.page.getByRole('button', { name, exact: true });
    }

    field(name: string) {
        return this.page.getByRole('textbox', { name, exact: true });
    }

    /** The shipment's state, as its chip shows it. */
    state(name: string) {
        return this.page.locator('.MuiChip-root').filter({ hasText: new RegExp(`^${name}$`) });
    }

    async scan(barcode: string) {
        await this.scanBox.fill(barcode);
        await this.scanBox.press('Enter');
    }
}
