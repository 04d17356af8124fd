import { conflict, invalidFields } from '../errors.ts';
import { findPossibleDuplicates, nextPatientNumber, type PossibleDuplicate } from '../repositories/patient-repository.ts';
import type { Row } from '../repositories/resource-repository.ts';
import { ageOn, dateOfBirthFor, today, type Age } from './patient-age.ts';
import type { ResourceHooks, ResourceService, WriteContext } from './resource-service.ts';

/** P-000123: six digits, more once an organisation passes a million patients. */
export const patientCode = (n: number) => `P-${String(n).padStart(6, '0')}`;

type Values = Record<string, unknown>;

const ageGiven = (age: unknown): age is Partial<Age> =>
  typeof age === 'object' && age !== null && ['years', 'months', 'days'].some((k) => typeof (age as Values)[k] === 'number');

const sameAge = (a: Partial<Age>, b: Age) => (a.years ?? 0) === b.years && (a.months ?? 0) === b.months && (a.days ?? 0) === b.days;

/**
 * Date of birth or age, whichever the front desk knew. A date of birth sent (or changed) wins; otherwise an
 * age sent (or changed from the one the stored date gives) sets an estimated date of birth.
 */
function resolveBirth(values: Values, before: Row | undefined): void {
  const dobSent = values.dateOfBirth != null && (before === undefined || values.dateOfBirth !== before.dateOfBirth);
  if (dobSent) {
    values.dobEstimated = false;
  } else if (ageGiven(values.age)) {
    const stored = (values.dateOfBirth === null ? null : before?.dateOfBirth) as string | null | undefined;
    if (!stored || !sameAge(values.age, ageOn(stored))) {
      values.dateOfBirth = dateOfBirthFor(values.age);
      values.dobEstimated = true;
    }
  }
  const dob = (values.dateOfBirth === undefined ? before?.dateOfBirth : values.dateOfBirth) as string | null | undefined;
  if (!dob) throw invalidFields([{ field: 'dateOfBirth', message: 'Give the date of birth or the age' }]);
  if (dob > today()) throw invalidFields([{ field: 'dateOfBirth', message: 'Date of birth cannot be in the future' }]);
  if (ageOn(dob).years > 150) throw invalidFields([{ field: 'dateOfBirth', message: 'Date of birth is more than 150 years ago' }]);
}

const fullName = (first: unknown, last: unknown, prefix?: unknown) =>
  [prefix, first, last].filter((p) => typeof p === 'string' && p !== '').join(' ');
const phoneText = (cc: unknown, number: unknown) => (number ? `${cc ? `+${String(cc)} ` : ''}${String(number)}` : null);

function duplicateWarning(found: PossibleDuplicate[]) {
  const details = found.map((d) => ({
    id: d.id,
    code: d.code,
    name: fullName(d.firstName, d.lastName),
    phone: phoneText(d.phoneCountryCode, d.phoneNumber),
    dateOfBirth: d.dateOfBirth,
    matchedOn: [d.samePhone ? 'phone number' : '', d.sameNameAndBirth ? 'name and date of birth' : ''].filter(Boolean).join(', '),
  }));
  const which = details.map((d) => `${d.name} (${d.code}) has the same ${d.matchedOn}`).join('; ');
  return conflict(
    `This patient may already be registered: ${which}. Send confirmDuplicate: true to register a new patient anyway`,
    details,
    'Possible duplicate patient',
  );
}

/** Code, gender from the prefix, date of birth from the age, the duplicate warning; and the person shape of spec §3. */
export function patientHooks(resources: ResourceService): ResourceHooks {
  const prefixes = resources.repo('patientNamePrefixes');
  const genders = resources.repo('gender');

  async function defaultGender(values: Values, ctx: WriteContext) {
    const prefixId = (values.prefixId ?? ctx.before?.prefixId) as string | null;
    const genderId = values.genderId === undefined ? ctx.before?.genderId : values.genderId;
    if (genderId || !prefixId) return;
    // A prefix of another organisation is not found here; the foreign key then refuses it with a 400.
    const prefix = await prefixes.get(ctx.trx, ctx.actor.orgId, prefixId);
    if (prefix?.defaultGenderId) values.genderId = prefix.defaultGenderId;
  }

  return {
    async prepare(values, ctx) {
      resolveBirth(values, ctx.before);
      await defaultGender(values, ctx);
      if (ctx.mode !== 'create') return;
      if (values.confirmDuplicate !== true) {
        const found = await findPossibleDuplicates(ctx.trx, ctx.actor.orgId, {
          firstName: values.firstName as string,
          lastName: (values.lastName ?? null) as string | null,
          dateOfBirth: values.dateOfBirth as string,
          phoneNumber: (values.phoneNumber ?? null) as string | null,
        });
        if (found.length) throw duplicateWarning(found);
      }
      values.code = patientCode(await nextPatientNumber(ctx.trx, ctx.actor.orgId));
    },

    async load(rows, db, orgId) {
      const ids = (key: string) => [...new Set(rows.map((r) => r[key]).filter((v): v is string => typeof v === 'string'))];
      const names = async (repo: typeof genders, key: string) =>
        new Map((await repo.getMany(db, orgId, ids(key))).map((r) => [r.id, r.name as string]));
      const [genderNames, prefixNames] = await Promise.all([names(genders, 'genderId'), names(prefixes, 'prefixId')]);
      for (const r of rows) {
        const prefix = prefixNames.get(r.prefixId as string) ?? null;
        r.name = { prefix, firstName: r.firstName, lastName: r.lastName, fullName: fullName(r.firstName, r.lastName, prefix) };
        r.gender = genderNames.get(r.genderId as string) ?? null;
      }
    },

    present(row) {
      return {
        ...row,
        age: row.dateOfBirth ? ageOn(row.dateOfBirth as string) : null,
        phone: { number: { countryCode: row.phoneCountryCode ?? null, number: row.phoneNumber ?? null } },
      };
    },
  };
}
