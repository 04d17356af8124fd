/**
 * Placeholders (merge fields) of spec §3 and §4: `[!fullname]`, `[!age]`, `[!gender]`, `[!phone]`, `[!email]`,
 * plus the visit fields documents use. One pure module for every filler — document templates on the server,
 * e-mail templates in the SPA — so a placeholder means the same everywhere. Missing values become empty
 * (spec §4); nothing here reads a database or the DOM.
 */

/** The person record of spec §3 (what the e-mail dialog and the patient API carry). */
export interface PersonRecord {
  name?: { firstName?: string | null; lastName?: string | null } | null;
  age?: { years?: number | null } | null;
  gender?: string | null;
  phone?: { number?: { countryCode?: string | null; number?: string | null } | null } | null;
  email?: string | null;
  primaryEmailAddress?: { emailAddress?: string | null } | null;
}

/** What a visit contributes: its code, its date (ISO), the referrer's name and the tests ordered. */
export interface VisitFacts {
  code?: string | null;
  visitedAt?: string | null;
  referrer?: string | null;
  tests?: readonly string[] | null;
}

export const PERSON_PLACEHOLDERS = ['fullname', 'age', 'gender', 'phone', 'email'] as const;
export const VISIT_PLACEHOLDERS = ['visitcode', 'visitdate', 'referrer', 'tests'] as const;
export const PLACEHOLDERS = [...PERSON_PLACEHOLDERS, ...VISIT_PLACEHOLDERS] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

/** `[!fullname]` */
export const placeholderToken = (name: PlaceholderName) => `[!${name}]`;

export const isPlaceholderName = (name: string): name is PlaceholderName => (PLACEHOLDERS as readonly string[]).includes(name);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Spec §4: fullname is first name plus last name; phone is '+' country code, a space, then number; missing values are empty. */
export function personValues(person: PersonRecord | null | undefined): PlaceholderValues {
  if (!person) return {};
  const fullname = [text(person.name?.firstName), text(person.name?.lastName)].filter(Boolean).join(' ');
  const years = person.age?.years;
  const number = text(person.phone?.number?.number);
  const countryCode = text(person.phone?.number?.countryCode).replace(/^\+/, '');
  return {
    fullname,
    age: typeof years === 'number' && Number.isFinite(years) ? String(years) : '',
    gender: text(person.gender),
    phone: number ? (countryCode ? `+${countryCode} ${number}` : number) : '',
    email: text(person.email) || text(person.primaryEmailAddress?.emailAddress),
  };
}

/** A visit's date as the laboratory writes it: `16 Sep 2026` (the ISO day, no time zone shift). */
export function visitDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return '';
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(m[3])} ${months[Number(m[2]) - 1]} ${m[1]}`;
}

export function visitValues(visit: VisitFacts | null | undefined): PlaceholderValues {
  if (!visit) return {};
  return {
    visitcode: text(visit.code),
    visitdate: visitDate(visit.visitedAt),
    referrer: text(visit.referrer),
    tests: (visit.tests ?? []).map(text).filter(Boolean).join(', '),
  };
}

const TOKEN = /\[!([a-z]+)\]/g;

/** Plain text: every known `[!name]` replaced by its value (empty when missing); unknown tokens stay as typed. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(TOKEN, (token, name: string) => (isPlaceholderName(name) ? (values[name] ?? '') : token));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The chip the document editor writes for a merge field (sanitised HTML keeps exactly this form). */
const CHIP = /<span\b[^>]*\bclass="merge-field"[^>]*\bdata-field="([a-z]+)"[^>]*>[^<]*<\/span>/g;

/** HTML: merge-field chips and typed `[!name]` tokens replaced by their HTML-escaped values. */
export function fillPlaceholdersHtml(html: string, values: PlaceholderValues): string {
  const escaped: PlaceholderValues = {};
  for (const name of PLACEHOLDERS) escaped[name] = escapeHtml(values[name] ?? '');
  const chipsAsTokens = html.replace(CHIP, (chip, name: string) => (isPlaceholderName(name) ? placeholderToken(name) : chip));
  return fillPlaceholders(chipsAsTokens, escaped);
}
