import type { EmailPersonType } from '../../../contract/email';
import type { PersonRecord as PlaceholderPerson } from '../../../contract/placeholders';
import type { PatientRecord } from '../../providers/domainTypes';

/**
 * Spec §3's person record, as the Send Email dialog reads it (the `detail` of the open-send-email-modal event).
 * LabDesk adds who it is (`id`, `type`: the outbox records the message against them) and, from a visit's page,
 * the public report link that the "Report ready" template carries.
 */
export interface PersonRecord extends PlaceholderPerson {
    id?: string;
    type?: EmailPersonType;
    reportLink?: string;
}

/** The person's e-mail, falling back to primaryEmailAddress.emailAddress (spec §3). */
export const personEmail = (person: PersonRecord | null | undefined): string =>
    person?.email?.trim() || person?.primaryEmailAddress?.emailAddress?.trim() || '';

/** A patient record already carries the person fields (name, age, gender, phone, email: resources/frontdesk/patient.json). */
export const personFromPatient = (patient: PatientRecord, reportLink?: string): PersonRecord => ({
    id: String(patient.id),
    type: 'patient',
    name: {
        firstName: patient.name?.firstName ?? patient.firstName,
        lastName: patient.name?.lastName ?? patient.lastName,
    },
    age: patient.age ?? null,
    gender: patient.gender ?? null,
    phone: patient.phone ?? { number: { countryCode: patient.phoneCountryCode, number: patient.phoneNumber } },
    email: patient.email ?? null,
    ...(reportLink ? { reportLink } : {}),
});

/** A referral partner: its name is the whole name; its phone is kept as written (no separate country code). */
export const personFromReferrer = (partner: {
    id: string | number;
    name: string;
    phone?: string | null;
    email?: string | null;
}): PersonRecord => ({
    id: String(partner.id),
    type: 'refferal',
    name: { firstName: partner.name, lastName: null },
    age: null,
    gender: null,
    phone: { number: { countryCode: null, number: partner.phone ?? null } },
    email: partner.email ?? null,
});
