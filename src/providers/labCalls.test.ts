import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { jsonResponse, stubFetch } from './testSupport';
import type { FormConfig } from './types';

const analyte = {
    name: 'analyte',
    apiPath: '/analyte',
    route: '/test-management/analyte',
    fields: [
        { name: 'code', type: 'string', label: 'Code' },
        { name: 'referenceRanges', type: 'json', label: 'Reference Ranges' },
    ],
} as FormConfig;

const provider = () =>
    createDataProvider({
        httpClient: createHttpClient(async () => 'tok'),
        lookup: name => (name === 'analyte' ? analyte : undefined),
    });

const call = (mock: ReturnType<typeof stubFetch>, index: number) => {
    const [url, init = {}] = mock.mock.calls[index];
    return {
        url: decodeURIComponent(url),
        method: init.method,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
};

afterEach(() => vi.unstubAllGlobals());

describe('lists under another record', () => {
    it("reads a price list's prices and a partner's patients with react-admin's list parameters", async () => {
        const fetchMock = stubFetch(url =>
            jsonResponse(200, [{ id: 'p1', kind: 'analyte' }], {
                'Content-Range': url.includes('/items') ? 'priceListItem 0-0/103' : 'patient 0-0/1',
            })
        );
        const items = await provider().getList('priceListItem', {
            pagination: { page: 1, perPage: 50 },
            sort: { field: 'name', order: 'ASC' },
            filter: { q: 'lipid' },
            meta: { priceListId: 'pl-1' },
        });
        expect(items.total).toBe(103);
        await provider().getList('referrerPatient', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'createdAt', order: 'DESC' },
            filter: {},
            meta: { referrerId: 'r/1' },
        });
        expect(call(fetchMock, 0).url).toBe('/api/pl/pl-1/items?filter={"q":"lipid"}&range=[0,49]&sort=["name","ASC"]');
        expect(call(fetchMock, 1).url).toBe(
            '/api/refferal/patients-by-referrer/r/1?filter={}&range=[10,19]&sort=["createdAt","DESC"]'
        );
        expect(fetchMock.mock.calls[1][0]).toContain('patients-by-referrer/r%2F1?');
    });
    it('refuses a nested list without its parent', () => {
        expect(() =>
            provider().getList('priceListItem', {
                pagination: { page: 1, perPage: 5 },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
            })
        ).toThrow(/parent record/);
    });
});

describe('row errors of a form that edits a table', () => {
    const refusal = {
        status: 400,
        error: 'Reference Ranges, row 2: Low must be a number',
        title: 'Please check the highlighted fields',
        details: [
            { field: 'referenceRanges.1.low', message: 'Reference Ranges, row 2: Low must be a number' },
            { field: 'referenceRanges', message: 'Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years' },
        ],
    };
    it('keeps each problem at its row and column when asked', async () => {
        stubFetch(() => jsonResponse(400, refusal));
        const error = await provider()
            .create('analyte', { data: { code: 'X' }, meta: { rowErrors: true } })
            .catch(e => e);
        expect(error.status).toBe(400);
        expect(error.body.errors).toEqual({
            referenceRanges: {
                root: 'Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years',
                1: { low: 'Reference Ranges, row 2: Low must be a number' },
            },
        });
    });
    it('joins them per field otherwise, as the generated forms show them', async () => {
        stubFetch(() => jsonResponse(400, refusal));
        const error = await provider()
            .update('analyte', { id: 'a', data: { code: 'X', version: 2 }, previousData: { id: 'a' } })
            .catch(e => e);
        expect(error.body.errors).toEqual({
            referenceRanges:
                'Reference Ranges, row 2: Low must be a number Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years',
        });
    });
});

describe('custom calls of the front desk and the catalogue', () => {
    it('calls the spec paths with their bodies', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, []));
        const dataProvider = provider();
        await dataProvider.searchPatients('  priyanca ', 8);
        await dataProvider.toggleRefferalStatus('r1', 3);
        await dataProvider.itemCategories();
        await dataProvider.productsNotInPriceList('pl1', { q: 'lipid', kind: 'group' });
        await dataProvider.savePriceListItems('pl1', [
            { kind: 'group', id: 'g1', price: 450 },
            { kind: 'analyte', id: 'a1' },
        ]);
        await dataProvider.removePriceListItems('pl1', [{ kind: 'group', id: 'g1' }]);
        await dataProvider.makeDefaultPriceList('pl1');
        expect([0, 1, 2, 3, 4, 5, 6].map(i => call(fetchMock, i))).toEqual([
            { url: '/api/patient/search-patient?query=priyanca&limit=8', method: 'GET', body: undefined },
            { url: '/api/refferal/toggle-status/r1', method: 'PUT', body: { version: 3 } },
            { url: '/api/item-group/item-categoryId', method: 'GET', body: undefined },
            { url: '/api/pl/not-in-pricelist/pl1?q=lipid&kind=group', method: 'GET', body: undefined },
            {
                url: '/api/pl/pl1/items',
                method: 'PUT',
                body: {
                    items: [
                        { kind: 'group', id: 'g1', price: 450 },
                        { kind: 'analyte', id: 'a1', price: null },
                    ],
                },
            },
            {
                url: '/api/pl/remove-group-from-pricelist',
                method: 'PUT',
                body: { priceListId: 'pl1', items: [{ kind: 'group', id: 'g1' }] },
            },
            { url: '/api/pl/pl1/make-default', method: 'PUT', body: undefined },
        ]);
    });
    it('does not search for nothing', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, []));
        expect(await provider().searchPatients('   ')).toEqual([]);
        expect(fetchMock).not.toHaveBeenCalled();
    });
});
