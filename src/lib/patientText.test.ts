import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import { patientAge, patientName, patientPhone, patientRepresentation } from './patientText';

describe('a patient in words', () => {
    it('writes the phone with its country code', () => {
        expect(patientPhone({ phoneCountryCode: '91', phoneNumber: '98450 12345' })).toBe('+91 98450 12345');
        expect(patientPhone({ phoneCountryCode: null, phoneNumber: '98450 12345' })).toBe('98450 12345');
        expect(patientPhone({ phoneCountryCode: '91', phoneNumber: null })).toBe('');
    });
    it('names the patient with the prefix, and with the code in titles', () => {
        const ravi = {
            code: 'P-000123',
            firstName: 'Ravi',
            lastName: 'Kumar',
            name: { prefix: 'Mr.', firstName: 'Ravi', lastName: 'Kumar', fullName: 'Mr. Ravi Kumar' },
        };
        expect(patientName(ravi)).toBe('Mr. Ravi Kumar');
        expect(patientName({ firstName: 'Ravi', lastName: null })).toBe('Ravi');
        expect(patientRepresentation(ravi)).toBe('Mr. Ravi Kumar (P-000123)');
    });
    it('gives the age in the units of the catalogue', () => {
        expect(patientAge({ age: { years: 34, months: 2, days: 5 } }, t)).toBe('34 Y 2 M');
        expect(patientAge({ age: null }, t)).toBe('');
    });
});
