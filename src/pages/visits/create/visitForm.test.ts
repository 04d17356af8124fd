import { describe, expect, it } from 'vitest';
import {
    emptyVisitForm,
    newPatientPayload,
    validateVisitForm,
    visitFieldErrors,
    visitPayload,
    type VisitFormValues,
} from './visitForm';

const rules = {
    modeNeedsReference: (modeId: string) => modeId === 'upi',
    reasonMaxPercent: (reasonId: string) => (reasonId === 'senior' ? 10 : undefined),
};

const cbc = {
    kind: 'group' as const,
    id: 'g1',
    code: 'CBC',
    name: 'Complete blood count',
    price: 350,
    groupKind: 'panel' as const,
    analytes: [],
};
const glucose = {
    kind: 'analyte' as const,
    id: 'a1',
    code: 'GLU',
    name: 'Glucose',
    price: 150,
    groupKind: null,
    analytes: [],
};

const form = (changes: Partial<VisitFormValues>): VisitFormValues => ({
    ...emptyVisitForm('p1'),
    items: [cbc, glucose],
    ...changes,
});

const keys = (errors: Record<string, unknown>) => JSON.parse(JSON.stringify(errors));

describe('validateVisitForm', () => {
    it('accepts a patient, an item, a discount with its reason and a part payment', () => {
        const values = form({
            discount: { type: 'percent', value: '10', reasonId: 'senior' },
            payments: [{ modeId: 'cash', amount: '200' }],
        });
        expect(validateVisitForm(values, rules)).toEqual({});
    });

    it('needs a patient and at least one item', () => {
        const errors = validateVisitForm({ ...emptyVisitForm(), items: [] }, rules);
        expect(Object.keys(errors).sort()).toEqual(['items', 'patientId']);
    });

    it('asks a new patient for a first name and a date of birth or age', () => {
        const errors = keys(validateVisitForm(form({ patientMode: 'new', patient: { firstName: ' ' } }), rules));
        expect(errors.patient.firstName.message).toBe('app.visit.validation.first_name_required');
        expect(errors.patient.dateOfBirth.message).toBe('app.visit.validation.birth_required');
        expect(
            validateVisitForm(form({ patientMode: 'new', patient: { firstName: 'Asha', ageYears: '34' } }), rules)
        ).toEqual({});
    });

    it('needs a reason for a discount and keeps within the reason and the gross', () => {
        expect(
            keys(validateVisitForm(form({ discount: { type: 'percent', value: 5 } }), rules)).discount.reasonId.message
        ).toBe('app.visit.validation.reason_required');
        const overReason = keys(
            validateVisitForm(form({ discount: { type: 'amount', value: 60, reasonId: 'senior' } }), rules)
        );
        expect(overReason.discount.value).toEqual({ message: 'app.visit.validation.reason_max', args: { max: 10 } });
        const overGross = keys(
            validateVisitForm(form({ discount: { type: 'amount', value: 501, reasonId: 'other' } }), rules)
        );
        expect(overGross.discount.value.message).toBe('app.visit.validation.discount_above_gross');
    });

    it('checks each payment, its reference, and that payments stay within the net', () => {
        const errors = keys(validateVisitForm(form({ payments: [{ modeId: 'upi', amount: '0' }] }), rules));
        expect(errors.payments[0].amount.message).toBe('app.visit.validation.amount_positive');
        expect(errors.payments[0].reference.message).toBe('app.visit.validation.reference_required');
        const over = validateVisitForm(form({ payments: [{ modeId: 'cash', amount: 501 }] }), rules);
        expect(Object.keys(over)).toEqual(['paymentsTotal']);
    });

    it('needs the address and phone of a home collection', () => {
        expect(Object.keys(validateVisitForm(form({ collectionType: 'home', homeAddress: 'x' }), rules))).toEqual([
            'homePhone',
        ]);
    });
});

describe('payloads', () => {
    it('sends the items by kind and id, a discount only with a value, amounts as numbers', () => {
        const body = visitPayload(
            form({
                referrerId: '',
                homeAddress: 'kept only for home',
                discount: { type: 'percent', value: '', reasonId: 'senior' },
                payments: [{ modeId: 'cash', amount: '200.5', reference: ' ' }],
            })
        );
        expect(body).toMatchObject({
            referrerId: null,
            homeAddress: null,
            items: [
                { kind: 'group', id: 'g1' },
                { kind: 'analyte', id: 'a1' },
            ],
            discount: null,
            payments: [{ modeId: 'cash', amount: 200.5, reference: null }],
        });
    });

    it('registers a new patient by date of birth, or else by age', () => {
        expect(
            newPatientPayload({ firstName: 'Asha', dateOfBirth: '1990-01-02', ageYears: '3', lastName: '' })
        ).toEqual({
            firstName: 'Asha',
            dateOfBirth: '1990-01-02',
        });
        expect(newPatientPayload({ firstName: 'Asha', ageYears: '34' })).toEqual({
            firstName: 'Asha',
            age: { years: 34, months: 0, days: 0 },
        });
    });

    it('puts the server errors of visit fields on the form fields, patient fields under patient', () => {
        expect(
            visitFieldErrors([
                { field: 'visit.payments.0.amount', message: 'Too much' },
                { field: 'patient.firstName', message: 'Required' },
                { field: 'items', message: 'Order something' },
            ])
        ).toEqual({
            payments: { 0: { amount: 'Too much' } },
            patient: { firstName: 'Required' },
            items: 'Order something',
        });
    });
});
