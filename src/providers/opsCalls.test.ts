import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { createOpsCalls } from './opsCalls';
import { authorizationOf, jsonResponse, stubFetch } from './testSupport';

afterEach(() => vi.unstubAllGlobals());

describe('the operations calls', () => {
    it("reads the backups' status with the token", async () => {
        const status = {
            scheduled: true,
            everySeconds: 86400,
            lastSuccessAt: '2025-05-01T02:00:00.000Z',
            lastFailure: { at: '2025-05-02T02:00:00.000Z', error: 'disk full' },
            overdue: false,
        };
        const fetchMock = stubFetch(() => jsonResponse(200, status));
        const calls = createOpsCalls(
            createHttpClient(async () => 'tok'),
            '/api'
        );
        expect(await calls.backupStatus()).toEqual(status);
        expect(fetchMock.mock.calls[0][0]).toBe('/api/backups/status');
        expect(authorizationOf(fetchMock.mock.calls[0][1])).toBe('Bearer tok');
    });
});
