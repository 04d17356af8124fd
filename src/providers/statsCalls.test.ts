import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { createStatsCalls, statsQuery } from './statsCalls';
import { authorizationOf, jsonResponse, stubFetch } from './testSupport';

afterEach(() => vi.unstubAllGlobals());

describe('the statistics calls', () => {
    it('leaves empty values out of the query (the server refuses keys it does not know)', () => {
        expect(statsQuery()).toBe('');
        expect(statsQuery({ from: '2026-11-01', to: '2026-11-25', nodeId: undefined, limit: '' })).toBe(
            '?from=2026-11-01&to=2026-11-25'
        );
    });

    it('reads each call at its spec path with the token', async () => {
        const fetchMock = stubFetch(() => jsonResponse(200, []));
        const calls = createStatsCalls(
            createHttpClient(async () => 'tok'),
            '/api'
        );
        await calls.hourlyVisits({ from: '2026-11-01', to: '2026-11-25', nodeId: 'n1' });
        await calls.topReferrers({ limit: '5' });
        await calls.patientWeekTrends();
        await calls.frequentPatients({});
        await calls.openCriticals({ nodeId: 'n2' });
        expect(fetchMock.mock.calls.map(call => call[0])).toEqual([
            '/api/visit/hourly-visits?from=2026-11-01&to=2026-11-25&nodeId=n1',
            '/api/refferal/top-referrers?limit=5',
            '/api/patient/trends-pastweek-and-last-7days',
            '/api/visit/frequently-visited-patients',
            '/api/stats/critical-results?nodeId=n2',
        ]);
        expect(authorizationOf(fetchMock.mock.calls[0][1])).toBe('Bearer tok');
    });

    it('rejects with the spec §8 text when the call fails', async () => {
        stubFetch(() => jsonResponse(500, {}));
        const calls = createStatsCalls(
            createHttpClient(async () => 'tok'),
            '/api'
        );
        await expect(calls.samplePipeline()).rejects.toMatchObject({
            status: 500,
            message: 'app.http.internal_server_error',
        });
    });
});
