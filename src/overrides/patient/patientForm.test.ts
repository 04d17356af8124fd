import { describe, expect, it } from 'vitest';
import { birthErrors, patientPayload } from './patientForm';

describe('what the patient form sends', () => {
    it('sends a typed age without the date derived from it, so the server marks it estimated', () => {
        expect(
            patientPayload({
                firstName: 'Ravi',
                dateOfBirth: '1992-11-21',
                age: { years: '34', months: '', days: null },
                birthSource: 'age',
            })
        ).toEqual({ firstName: 'Ravi', age: { years: 34, months: 0, days: 0 } });
    });
    it('sends a typed date of birth without the age derived from it', () => {
        expect(
            patientPayload({
                firstName: 'Ravi',
                dateOfBirth: '1992-09-16',
                age: { years: 34, months: 2, days: 5 },
                birthSource: 'dob',
            })
        ).toEqual({ firstName: 'Ravi', dateOfBirth: '1992-09-16' });
    });
    it('leaves the stored date alone when neither was touched on an edit', () => {
        expect(
            patientPayload({
                firstName: 'Ravi',
                dateOfBirth: '1992-09-16',
                age: { years: 34, months: 2, days: 5 },
                version: 2,
            })
        ).toEqual({
            firstName: 'Ravi',
            dateOfBirth: '1992-09-16',
            version: 2,
        });
    });
});

describe('date of birth or age', () => {
    const today = '2026-11-21';
    it('needs one of them', () => {
        expect(birthErrors({ dateOfBirth: null }, today)).toEqual({
            dateOfBirth: { message: 'app.patient.birth_required', args: {} },
        });
        expect(birthErrors({ birthSource: 'age', age: { years: '', months: '', days: '' } }, today)).toEqual({
            dateOfBirth: { message: 'app.patient.birth_required', args: {} },
        });
        expect(birthErrors({ dateOfBirth: '1992-09-16' }, today)).toEqual({});
        expect(birthErrors({ birthSource: 'age', age: { years: '0', months: '3' } }, today)).toEqual({});
    });
    it('refuses a future date and one more than 150 years ago', () => {
        expect(birthErrors({ dateOfBirth: '2026-11-22' }, today)).toEqual({
            dateOfBirth: { message: 'app.patient.birth_future', args: {} },
        });
        expect(birthErrors({ dateOfBirth: '1870-01-01' }, today)).toEqual({
            dateOfBirth: { message: 'app.patient.birth_too_old', args: {} },
        });
    });
    it('names the age part that is out of range', () => {
        expect(birthErrors({ birthSource: 'age', age: { years: '40', months: '12', days: '2.5' } }, today)).toEqual({
            age: {
                months: { message: 'app.patient.age_part_invalid', args: { max: 11 } },
                days: { message: 'app.patient.age_part_invalid', args: { max: 30 } },
            },
        });
    });
});
