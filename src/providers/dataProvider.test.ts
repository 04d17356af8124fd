import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { authorizationOf, jsonResponse, stubFetch } from './testSupport';
import type { FormConfig } from './types';

const unit = {
    name: 'unit',
    apiPath: '/masters/unit',
    route: '/masters/unit',
    fields: [
        { name: 'name', type: 'string', label: 'Unit', required: true },
        { name: 'description', type: 'string', label: 'Description' },
        { name: 'code', type: 'string', label: 'Code', readOnly: true },
    ],
} as FormConfig;

const provider = (token: string | null = 'tok') =>
    createDataProvider({
        httpClient: createHttpClient(async () => token),
        lookup: name => (name === 'unit' ? unit : undefined),
    });

afterEach(() => vi.unstubAllGlobals());

describe('data provider', () => {
    it('lists a schema resource at its API path with the bearer token', async () => {
        const fetchMock = stubFetch(() =>
            jsonResponse(200, [{ id: 'a', name: 'mg/dL' }], { 'Content-Range': 'unit 0-0/1' })
        );
        const result = await provider().getList('unit', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'name', order: 'ASC' },
            filter: { q: 'mg' },
        });
        expect(result).toEqual({ data: [{ id: 'a', name: 'mg/dL' }], total: 1 });
        const [url, init] = fetchMock.mock.calls[0];
        expect(decodeURIComponent(url)).toBe('/api/masters/unit?filter={"q":"mg"}&range=[0,24]&sort=["name","ASC"]');
        expect(authorizationOf(init)).toBe('Bearer tok');
    });

    it('maps bespoke resources to the spec paths and refuses unknown ones', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, { id: 1 }));
        await provider().getOne('node', { id: 7 });
        await provider().getOne('permissionTemplate', { id: 8 });
        expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/cluster/7', '/api/pt/8']);
        expect(() => provider().getOne('nope', { id: 1 })).toThrow(/Unknown resource 'nope'/);
    });

    it('updates with the writable fields and the version the record was read at', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, { id: 'a', version: 4 }));
        await provider().update('unit', {
            id: 'a',
            data: { id: 'a', name: 'mg/dL', description: '', code: 'U1', createdAt: 'x', version: 3 },
            previousData: { id: 'a', version: 3 },
        });
        const [url, init = {}] = fetchMock.mock.calls[0];
        expect(url).toBe('/api/masters/unit/a');
        expect(init.method).toBe('PUT');
        expect(JSON.parse(String(init.body))).toEqual({ name: 'mg/dL', description: null, version: 3 });
    });

    it("puts the server's 400 details next to the fields and 409 sentences in the toast", async () => {
        stubFetch((_, init) =>
            init.method === 'POST'
                ? jsonResponse(400, {
                      status: 400,
                      error: 'Unit is required',
                      title: 'Invalid input',
                      details: [{ field: 'name', message: 'Unit is required' }],
                  })
                : jsonResponse(409, {
                      status: 409,
                      error: "Specimen 'Serum' is used by 12 analytes",
                      title: "Specimen 'Serum' is used by 12 analytes",
                  })
        );
        const invalid = await provider()
            .create('unit', { data: {} })
            .catch(error => error);
        expect(invalid.status).toBe(400);
        expect(invalid.body.errors).toEqual({ name: 'Unit is required' });
        const inUse = await provider()
            .delete('unit', { id: 'a' })
            .catch(error => error);
        expect(t(inUse.message)).toBe("Specimen 'Serum' is used by 12 analytes");
    });

    it('reports a server that does not answer, and an empty write', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
        );
        const down = await provider()
            .getOne('unit', { id: 'a' })
            .catch(error => error);
        expect(t(down.message)).toBe('No response from server');
        stubFetch(() => new Response(null, { status: 204 }));
        const empty = await provider()
            .delete('unit', { id: 'a' })
            .catch(error => error);
        expect(t(empty.message)).toBe('Content not found.');
    });

    it('has typed calls for the form configs and the generic endpoints', async () => {
        const fetchMock = stubFetch((url, init) =>
            url.startsWith('/api/master/create-update')
                ? jsonResponse(201, { id: 'n', ...JSON.parse(String(init.body)).data })
                : jsonResponse(200, [])
        );
        const dataProvider = provider(null);
        await dataProvider.getFormsConfig();
        await dataProvider.getFormConfig('unit');
        await dataProvider.dropdown('unit');
        await dataProvider.masterGetData('unit', { pagination: { page: 2, perPage: 10 } });
        const saved = await dataProvider.masterCreateUpdate('unit', { name: 'IU/L' });
        expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(url))).toEqual([
            '/api/ui/get-forms-config',
            '/api/ui/get-forms-config?data=unit',
            '/api/generic/dropdown?tableName=unit',
            '/api/master/get-data?range=[10,19]&data=unit',
            '/api/master/create-update',
        ]);
        expect(saved).toEqual({ id: 'n', name: 'IU/L', tableName: 'unit' });
        expect(authorizationOf(fetchMock.mock.calls[0][1])).toBeNull();
    });
});
