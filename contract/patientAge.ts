/**
 * Date of birth ↔ age in years, months and days, as a front desk states it ("34 Y 2 M 5 D"). The server
 * stores and the SPA's forms show ages through these same functions, so they agree to the day.
 */
export interface Age {
  years: number;
  months: number;
  days: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a Date's local calendar day. */
export const isoDay = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export const todayIso = () => isoDay(new Date());

type Parts = [number, number, number];

const parts = (day: string): Parts | null => {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? [y, m, d] : null;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `months` calendar months after a date; the 31st lands on a shorter month's last day. */
const addMonths = ([y, m, d]: Parts, months: number): number => {
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return Date.UTC(year, month - 1, Math.min(d, daysInMonth(year, month)));
};

/** Calendar age on `on`; null for an invalid date or one after `on`. */
export const ageOn = (dateOfBirth: string, on: string = todayIso()): Age | null => {
  const born = parts(dateOfBirth);
  const today = parts(on);
  if (!born || !today || dateOfBirth > on) return null;
  const [ty, tm, td] = today;
  let months = (ty - born[0]) * 12 + (tm - born[1]);
  if (td < born[2]) months -= 1;
  const days = Math.round((Date.UTC(ty, tm - 1, td) - addMonths(born, months)) / DAY_MS);
  return { years: Math.floor(months / 12), months: months % 12, days };
};

/** The date of birth of someone of this age on `on`. */
export const dateOfBirthFor = (age: Partial<Age>, on: string = todayIso()): string => {
  const today = parts(on);
  if (!today) throw new Error(`Not a date: ${on}`);
  const anniversary = addMonths(today, -((age.years ?? 0) * 12 + (age.months ?? 0)));
  const d = new Date(anniversary - (age.days ?? 0) * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The limits the server puts on each part of an age. */
export const AGE_LIMITS: Record<keyof Age, number> = { years: 150, months: 11, days: 30 };

/** An age typed in three boxes: whole numbers within limits, at least one given; else null. */
export const parseAge = (input: { years?: unknown; months?: unknown; days?: unknown }): Age | null => {
  const age: Age = { years: 0, months: 0, days: 0 };
  let given = false;
  for (const key of Object.keys(AGE_LIMITS) as (keyof Age)[]) {
    const raw = input[key];
    if (raw === undefined || raw === null || String(raw).trim() === '') continue;
    const value = Number(String(raw).trim());
    if (!Number.isInteger(value) || value < 0 || value > AGE_LIMITS[key]) return null;
    age[key] = value;
    given = true;
  }
  return given ? age : null;
};

/** "34 Y 2 M" for an adult, "3 M 5 D" for an infant (days only under a year), "0 D" at birth. */
export const formatAge = (age: Partial<Age> | null | undefined, units = { y: 'Y', m: 'M', d: 'D' }): string => {
  if (!age || typeof age.years !== 'number') return '';
  const { years, months = 0, days = 0 } = age;
  const text: string[] = [];
  if (years > 0) text.push(`${years} ${units.y}`);
  if (months > 0) text.push(`${months} ${units.m}`);
  if (years < 1 && (days > 0 || text.length === 0)) text.push(`${days} ${units.d}`);
  return text.join(' ');
};
