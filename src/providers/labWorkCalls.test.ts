import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { createLabWorkCalls, listSearch } from './labWorkCalls';
import { jsonResponse, stubFetch } from './testSupport';

const calls = () =>
    createLabWorkCalls(
        createHttpClient(async () => 'tok'),
        '/api'
    );

afterEach(() => vi.unstubAllGlobals());

describe('the laboratory calls', () => {
    it('reads the queue with its filter and range, and the total of Content-Range', async () => {
        const fetchMock = stubFetch(() =>
            jsonResponse(200, [{ visitId: 'v1' }], { 'Content-Range': 'pending-sample-collection 0-0/37' })
        );
        const page = await calls().pendingCollection({
            filter: { nodeId: 'n1', collectionType: '', q: 'ravi' },
            range: [0, 24],
        });
        expect(page).toEqual({ data: [{ visitId: 'v1' }], total: 37 });
        expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe(
            '/api/sample-management/pending-sample-collection?filter={"nodeId":"n1","q":"ravi"}&range=[0,24]'
        );
    });

    it('sends entered results wrapped in data, and a rejection with its reason', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, {}));
        await calls().submitResults('v1', [{ id: 'r1', value: '14.2', comment: null }]);
        await calls().rejectSample('s/1', 'Haemolysed');
        const [url, init = {}] = fetchMock.mock.calls[0];
        expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
            '/api/visit/submit-test-results',
            'PUT',
            { data: { visitId: 'v1', results: [{ id: 'r1', value: '14.2', comment: null }] } },
        ]);
        expect(fetchMock.mock.calls[1][0]).toBe('/api/sample-management/reject-sample/s%2F1');
        expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ reason: 'Haemolysed' });
    });

    it('keeps a 400 answer’s row details for the result table', async () => {
        stubFetch(() =>
            jsonResponse(400, {
                status: 400,
                error: 'x',
                details: [{ field: 'results.0.value', message: 'Sodium: enter a number' }],
            })
        );
        await expect(calls().submitResults('v1', [{ id: 'r1', value: 'x', comment: null }])).rejects.toMatchObject({
            status: 400,
            body: { details: [{ field: 'results.0.value', message: 'Sodium: enter a number' }] },
        });
    });

    it('leaves out an empty filter', () => {
        expect(listSearch({ filter: { q: '' } })).toBe('');
    });
});
