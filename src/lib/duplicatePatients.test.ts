import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { translateEnglish as t } from '../i18n/translateEnglish';
import { matchedOnParts, possibleDuplicates } from './duplicatePatients';

const warning = (details: unknown) =>
    new HttpError('Possible duplicate patient', 409, {
        status: 409,
        title: 'Possible duplicate patient',
        error: 'This patient may already be registered: Ravi Kumar (P-000001) has the same phone number.',
        details,
    });

describe('the duplicate warning of a new patient', () => {
    it('lists the matches the server names', () => {
        const matches = possibleDuplicates(
            warning([
                {
                    id: 'a1',
                    code: 'P-000001',
                    name: 'Ravi Kumar',
                    phone: '+91 98450 12345',
                    dateOfBirth: '1992-09-16',
                    matchedOn: 'phone number, name and date of birth',
                },
                { id: 'a2', code: 'P-000007', name: '', phone: null, dateOfBirth: null, matchedOn: 'phone number' },
            ])
        );
        expect(matches).toEqual([
            {
                id: 'a1',
                code: 'P-000001',
                name: 'Ravi Kumar',
                phone: '+91 98450 12345',
                dateOfBirth: '1992-09-16',
                matchedOn: 'phone number, name and date of birth',
            },
            { id: 'a2', code: 'P-000007', name: 'P-000007', phone: null, dateOfBirth: null, matchedOn: 'phone number' },
        ]);
    });
    it('is not a duplicate warning without matches, or for another conflict', () => {
        expect(possibleDuplicates(warning([]))).toBeNull();
        expect(possibleDuplicates(warning([{ name: 'no id or code' }]))).toBeNull();
        expect(
            possibleDuplicates(new HttpError('stale', 409, { error: 'This record was changed by someone else' }))
        ).toBeNull();
        expect(
            possibleDuplicates(new HttpError('bad', 400, { details: [{ field: 'firstName', message: 'x' }] }))
        ).toBeNull();
        expect(possibleDuplicates(undefined)).toBeNull();
    });
    it('says what matched in words the front desk reads', () => {
        expect(matchedOnParts('phone number, name and date of birth').map(key => t(key))).toEqual([
            'Same phone number',
            'Same name and date of birth',
        ]);
        expect(matchedOnParts('e-mail')).toEqual(['e-mail']);
        expect(matchedOnParts('')).toEqual([]);
    });
});
