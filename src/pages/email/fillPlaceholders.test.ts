import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues } from './fillPlaceholders';
import { personEmail, type PersonRecord } from './personRecord';

const asha: PersonRecord = {
    name: { firstName: 'Asha', lastName: 'Rao' },
    age: { years: 34 },
    gender: 'Female',
    phone: { number: { countryCode: '91', number: '9876543210' } },
    email: 'asha@example.com',
};

describe('fillPlaceholders', () => {
    it('fills every placeholder of spec §3 from the person record', () => {
        const content = 'Dear [!fullname] ([!age], [!gender]), we will call [!phone] or write to [!email].';
        expect(fillPlaceholders(content, asha)).toBe(
            'Dear Asha Rao (34, Female), we will call +91 9876543210 or write to asha@example.com.'
        );
    });

    it("fills 'Default Welcome' with the full name", () => {
        expect(fillPlaceholders('Dear [!fullname],\n\nWelcome to our service!', asha)).toBe(
            'Dear Asha Rao,\n\nWelcome to our service!'
        );
    });

    it('leaves a missing value empty', () => {
        const content = '[!fullname]|[!age]|[!gender]|[!phone]|[!email]';
        expect(fillPlaceholders(content, {})).toBe('||||');
        expect(fillPlaceholders(content, null)).toBe('||||');
        expect(fillPlaceholders(content, { name: { firstName: 'Ravi', lastName: null }, age: null, phone: null })).toBe(
            'Ravi||||'
        );
        expect(fillPlaceholders(content, { name: { firstName: null, lastName: 'Iyer' } })).toBe('Iyer||||');
    });

    it('writes the phone as + country code, a space, then the number', () => {
        const phone = (countryCode: string | null, number: string | null) =>
            placeholderValues({ phone: { number: { countryCode, number } } }).phone;
        expect(phone('91', '9876543210')).toBe('+91 9876543210');
        expect(phone('+44', '7700900123')).toBe('+44 7700900123');
        expect(phone(null, '022 2345 6789')).toBe('022 2345 6789');
        expect(phone('91', null)).toBe('');
    });

    it('reads an age of 0 years and falls back to the primary e-mail address', () => {
        const values = placeholderValues({ age: { years: 0 }, primaryEmailAddress: { emailAddress: 'p@example.com' } });
        expect(values.age).toBe('0');
        expect(values.email).toBe('p@example.com');
        expect(personEmail({ primaryEmailAddress: { emailAddress: 'p@example.com' } })).toBe('p@example.com');
        expect(personEmail({ email: 'own@example.com', primaryEmailAddress: { emailAddress: 'p@example.com' } })).toBe(
            'own@example.com'
        );
        expect(personEmail(undefined)).toBe('');
    });

    it('matches placeholders in any case, every time they appear, and leaves other text alone', () => {
        expect(fillPlaceholders('[!FullName] and [!fullname]; [!unknown] [fullname] !fullname', asha)).toBe(
            'Asha Rao and Asha Rao; [!unknown] [fullname] !fullname'
        );
    });
});
