import { describe, expect, it } from 'vitest';
import { shouldRetryQuery } from './queryRetry';

describe('query retry rule (spec §8/§9)', () => {
    it('retries a failing query up to 3 times', () => {
        const error = { status: 500 };
        expect([0, 1, 2, 3, 4].map(count => shouldRetryQuery(count, error))).toEqual([true, true, true, false, false]);
    });
    it('never retries 401 or 403', () => {
        expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
        expect(shouldRetryQuery(0, { status: 403 })).toBe(false);
    });
    it('does not retry answers a retry cannot change, but does retry 408 and 429', () => {
        expect([400, 404, 409, 422].map(status => shouldRetryQuery(0, { status }))).toEqual([
            false,
            false,
            false,
            false,
        ]);
        expect([408, 429].map(status => shouldRetryQuery(0, { status }))).toEqual([true, true]);
    });
    it('retries network failures and errors without a status', () => {
        expect(shouldRetryQuery(0, { status: 0 })).toBe(true);
        expect(shouldRetryQuery(1, new Error('boom'))).toBe(true);
    });
});
