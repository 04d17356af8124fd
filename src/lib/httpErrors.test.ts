import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import { detailsToFieldErrors, httpErrorMessage, mutationErrorMessage, NO_RESPONSE_STATUS } from './httpErrors';

describe('HTTP failure text (spec §8)', () => {
    it('500: the server text, or Internal Server Error', () => {
        expect(t(httpErrorMessage(500, { error: 'Database is down' }))).toBe('Database is down');
        expect(t(httpErrorMessage(500))).toBe('Internal Server Error');
    });
    it('401: Invalid credentials, whatever the server said', () => {
        expect(t(httpErrorMessage(401, { error: 'Invalid e-mail or password' }))).toBe('Invalid credentials');
    });
    it('404: the server text, or the not-found sentence', () => {
        expect(t(httpErrorMessage(404, { error: 'No such unit' }))).toBe('No such unit');
        expect(t(httpErrorMessage(404, {}))).toBe('Sorry! the data you are looking for could not be found');
    });
    it("409: the server's sentence", () => {
        expect(t(httpErrorMessage(409, { error: "Specimen 'Serum' is used by 12 analytes" }))).toBe(
            "Specimen 'Serum' is used by 12 analytes"
        );
    });
    it('other statuses: the response error, or the generic message', () => {
        expect(t(httpErrorMessage(429, { error: 'Too many attempts' }))).toBe('Too many attempts');
        expect(t(httpErrorMessage(418))).toBe('Something went wrong!');
    });
    it('no response: No response from server', () => {
        expect(t(httpErrorMessage(NO_RESPONSE_STATUS))).toBe('No response from server');
    });
});

describe('mutation error text (spec §8 shared handler)', () => {
    it('304: Content not modified!', () => {
        expect(t(mutationErrorMessage(304))).toBe('Content not modified!');
    });
    it('204: Content not found.', () => {
        expect(t(mutationErrorMessage(204, { title: 'ignored' }))).toBe('Content not found.');
    });
    it('the response title first, then the server error, then Something went wrong!', () => {
        expect(t(mutationErrorMessage(409, { title: "Unit 'mg/dL' already exists", error: 'x' }))).toBe(
            "Unit 'mg/dL' already exists"
        );
        expect(t(mutationErrorMessage(400, { error: 'Unit is required' }))).toBe('Unit is required');
        expect(t(mutationErrorMessage(500, { title: '  ' }))).toBe('Something went wrong!');
        expect(t(mutationErrorMessage(NO_RESPONSE_STATUS))).toBe('Something went wrong!');
    });
});

describe('400 details → field errors', () => {
    it('maps one message per field, joining repeats and JSON-pointer names', () => {
        expect(
            detailsToFieldErrors([
                { field: 'name', message: 'Unit is required.' },
                { field: '/name', message: 'Too long.' },
                { field: 'quantity', message: 'Unknown value' },
            ])
        ).toEqual({ name: 'Unit is required. Too long.', quantity: 'Unknown value' });
    });
    it('gives nothing for no details', () => {
        expect(detailsToFieldErrors([])).toBeUndefined();
        expect(detailsToFieldErrors(undefined)).toBeUndefined();
    });
});
