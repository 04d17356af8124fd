import { detailsToNestedErrors, type ApiErrorDetail } from '../../../lib/httpErrors';
import { parseAge, todayIso } from '../../../../contract/patientAge';
import type { CollectionType, DiscountType, NewPatientVisitInput, VisitProduct } from '../../../providers/visitTypes';
import { toAmount } from '../money';
import { billTotals } from './billTotals';

export type PatientMode = 'existing' | 'new';

export interface NewPatientValues {
    prefixId?: string | null;
    firstName?: string;
    lastName?: string;
    genderId?: string | null;
    dateOfBirth?: string | null;
    ageYears?: string | number | null;
    phoneCountryCode?: string;
    phoneNumber?: string;
    email?: string;
    address?: string;
}

export type BillItem = Pick<VisitProduct, 'kind' | 'id' | 'code' | 'name' | 'price' | 'groupKind' | 'analytes'>;

export interface PaymentValues {
    modeId?: string | null;
    amount?: string | number | null;
    reference?: string | null;
}

export interface VisitFormValues {
    patientMode: PatientMode;
    patientId?: string | null;
    patient?: NewPatientValues;
    referrerId?: string | null;
    nodeId?: string | null;
    collectionType: CollectionType;
    homeAddress?: string | null;
    homePhone?: string | null;
    trimesterCode?: string | null;
    clinicalNotes?: string | null;
    items: BillItem[];
    discount: { type: DiscountType; value?: string | number | null; reasonId?: string | null };
    payments: PaymentValues[];
}

/** What the form knows of the masters it checks against (absent: the server checks). */
export interface VisitRules {
    modeNeedsReference: (modeId: string) => boolean;
    reasonMaxPercent: (reasonId: string) => number | undefined;
}

interface Message {
    message: string;
    args: Record<string, unknown>;
}

const message = (key: string, args: Record<string, unknown> = {}): Message => ({
    message: `app.visit.validation.${key}`,
    args,
});
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const text = (value: unknown): string | null => (blank(value) ? null : String(value).trim());

export const emptyVisitForm = (patientId?: string | null): VisitFormValues => ({
    patientMode: 'existing',
    patientId: patientId ?? null,
    patient: { phoneCountryCode: '91' },
    collectionType: 'walk-in',
    items: [],
    discount: { type: 'percent', value: '', reasonId: null },
    payments: [],
});

const patientErrors = (values: VisitFormValues, today: string): Record<string, unknown> => {
    if (values.patientMode === 'existing')
        return blank(values.patientId) ? { patientId: message('patient_required') } : {};
    const patient = values.patient ?? {};
    const errors: Record<string, Message> = {};
    if (blank(patient.firstName)) errors.firstName = message('first_name_required');
    const years = toAmount(patient.ageYears);
    if (blank(patient.dateOfBirth) && (years === null || !Number.isInteger(years) || years < 0 || years > 150)) {
        errors.dateOfBirth = message('birth_required');
    } else if (!blank(patient.dateOfBirth) && String(patient.dateOfBirth) > today) {
        errors.dateOfBirth = message('birth_future');
    }
    return Object.keys(errors).length > 0 ? { patient: errors } : {};
};

const discountErrors = (values: VisitFormValues, gross: number, rules: VisitRules): Record<string, unknown> => {
    const value = toAmount(values.discount?.value);
    if (blank(values.discount?.value)) return {};
    const errors: Record<string, Message> = {};
    if (value === null || value < 0) errors.value = message('discount_invalid');
    else if (values.discount.type === 'percent' && value > 100) errors.value = message('percent_max', { max: 100 });
    else if (values.discount.type === 'amount' && value > gross) errors.value = message('discount_above_gross');
    if (value !== null && value > 0 && blank(values.discount.reasonId)) errors.reasonId = message('reason_required');
    const max = values.discount.reasonId ? rules.reasonMaxPercent(values.discount.reasonId) : undefined;
    if (!errors.value && value !== null && max !== undefined && gross > 0) {
        const percent = values.discount.type === 'percent' ? value : (value / gross) * 100;
        if (percent > max + 1e-9) errors.value = message('reason_max', { max });
    }
    return Object.keys(errors).length > 0 ? { discount: errors } : {};
};

const paymentErrors = (values: VisitFormValues, rules: VisitRules): Record<string, unknown> => {
    let found = false;
    const rows = values.payments.map(payment => {
        const errors: Record<string, Message> = {};
        const amount = toAmount(payment.amount);
        if (blank(payment.modeId)) errors.modeId = message('mode_required');
        if (amount === null || amount <= 0) errors.amount = message('amount_positive');
        if (payment.modeId && rules.modeNeedsReference(payment.modeId) && blank(payment.reference)) {
            errors.reference = message('reference_required');
        }
        if (Object.keys(errors).length > 0) found = true;
        return errors;
    });
    return found ? { payments: rows } : {};
};

/** The checks the server makes too, so the front desk sees them before saving. */
export const validateVisitForm = (
    values: VisitFormValues,
    rules: VisitRules,
    today = todayIso()
): Record<string, unknown> => {
    const totals = billTotals({
        prices: values.items.map(item => item.price),
        discount: values.discount,
        payments: values.payments,
    });
    const errors: Record<string, unknown> = {
        ...patientErrors(values, today),
        ...discountErrors(values, totals.gross, rules),
        ...paymentErrors(values, rules),
    };
    if (values.items.length === 0) errors.items = message('items_required');
    if (values.collectionType === 'home') {
        if (blank(values.homeAddress)) errors.homeAddress = message('home_address_required');
        if (blank(values.homePhone)) errors.homePhone = message('home_phone_required');
    }
    if (!errors.payments && totals.paid > totals.net) errors.paymentsTotal = message('paid_above_net');
    return errors;
};

/** The POST /api/visit body (without the patient). */
export const visitPayload = (values: VisitFormValues): NewPatientVisitInput => {
    const discountValue = toAmount(values.discount?.value);
    const home = values.collectionType === 'home';
    return {
        referrerId: text(values.referrerId),
        nodeId: text(values.nodeId),
        collectionType: values.collectionType,
        homeAddress: home ? text(values.homeAddress) : null,
        homePhone: home ? text(values.homePhone) : null,
        scheduledAt: null,
        trimesterCode: text(values.trimesterCode),
        clinicalNotes: text(values.clinicalNotes),
        items: values.items.map(({ kind, id }) => ({ kind, id })),
        discount:
            discountValue !== null && discountValue > 0 && values.discount.reasonId
                ? { type: values.discount.type, value: discountValue, reasonId: values.discount.reasonId }
                : null,
        payments: values.payments.map(payment => ({
            modeId: String(payment.modeId),
            amount: toAmount(payment.amount) ?? 0,
            reference: text(payment.reference),
        })),
    };
};

/** A new patient as the patient create body: the date of birth, or else the age in years. */
export const newPatientPayload = (patient: NewPatientValues = {}): Record<string, unknown> => {
    const { ageYears, ...rest } = patient;
    const body: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, value]) => !blank(value)));
    if (blank(patient.dateOfBirth)) {
        delete body.dateOfBirth;
        body.age = parseAge({ years: ageYears, months: 0, days: 0 });
    }
    return body;
};

/**
 * A 400 of submit-patient-visit names `patient.firstName` and `visit.items`: the patient's stay
 * under `patient`, the visit's are the form's own fields.
 */
export const visitFieldErrors = (details: ApiErrorDetail[] | undefined) =>
    detailsToNestedErrors(
        details?.map(detail => ({ ...detail, field: String(detail.field ?? '').replace(/^visit\./, '') }))
    );
