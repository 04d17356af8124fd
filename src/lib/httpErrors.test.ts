import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import {
    detailsToFieldErrors,
    detailsToNestedErrors,
    httpErrorMessage,
    mutationErrorMessage,
    NO_RESPONSE_STATUS,
} from './httpErrors';

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

describe('400 details → errors beside the rows of a table', () => {
    it('keeps row and column paths and puts a table-wide sentence at the root', () => {
        expect(
            detailsToNestedErrors([
                { field: 'referenceRanges.1.high', message: 'Reference Ranges, row 2: High must not be below low' },
                {
                    field: 'referenceRanges',
                    message: 'Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years',
                },
                { field: 'formula', message: "Formula: unexpected '%' at position 4" },
                { field: 'members.0', message: 'Members, row 1: unknown' },
            ])
        ).toEqual({
            referenceRanges: {
                root: 'Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years',
                1: { high: 'Reference Ranges, row 2: High must not be below low' },
            },
            formula: "Formula: unexpected '%' at position 4",
            members: { 0: 'Members, row 1: unknown' },
        });
    });
    it('joins two messages on one cell and ignores answers without details', () => {
        expect(
            detailsToNestedErrors([
                { field: 'referenceRanges', message: 'Rows 1 and 2 overlap.' },
                { field: 'referenceRanges', message: 'Rows 2 and 3 leave a gap.' },
            ])
        ).toEqual({ referenceRanges: 'Rows 1 and 2 overlap. Rows 2 and 3 leave a gap.' });
        expect(detailsToNestedErrors([])).toBeUndefined();
        expect(detailsToNestedErrors(undefined)).toBeUndefined();
    });
});
