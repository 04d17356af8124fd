/** A person's age in whole years, months and days on a day, as a front desk states it ("34 Y 2 M 5 D"). */
export interface Age {
  years: number;
  months: number;
  days: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a Date's local calendar day. */
export const isoDay = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today on the server's calendar (TZ decides where the laboratory's day starts). */
export const today = () => isoDay(new Date());

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `months` calendar months after a date; the 31st lands on a shorter month's last day. */
function addMonths([y, m, d]: [number, number, number], months: number): number {
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return Date.UTC(year, month - 1, Math.min(d, daysInMonth(year, month)));
}

/** Calendar age on `on`: whole months since birth (as years and months), then the days since the last monthly anniversary. */
export function ageOn(dateOfBirth: string, on: string = today()): Age {
  const born = parts(dateOfBirth);
  const [ty, tm, td] = parts(on);
  let months = (ty - born[0]) * 12 + (tm - born[1]);
  if (td < born[2]) months -= 1;
  const days = Math.round((Date.UTC(ty, tm - 1, td) - addMonths(born, months)) / DAY_MS);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** The date of birth of someone of this age on `on`; a day past a shorter month's end falls on its last day. */
export function dateOfBirthFor(age: Partial<Age>, on: string = today()): string {
  const anniversary = addMonths(parts(on), -((age.years ?? 0) * 12 + (age.months ?? 0)));
  const d = new Date(anniversary - (age.days ?? 0) * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
