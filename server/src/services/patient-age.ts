import { ageOn as calendarAge, dateOfBirthFor, isoDay, todayIso, type Age } from '../../../contract/patientAge.ts';

export { dateOfBirthFor, isoDay, type Age };

/** Today on the server's calendar (TZ decides where the laboratory's day starts). */
export const today = todayIso;

/**
 * Calendar age on `on` (contract/patientAge.ts, the same the SPA's forms show). Stored dates of birth are
 * valid and not after `on`; one that is counts as no age.
 */
export function ageOn(dateOfBirth: string, on: string = today()): Age {
  return calendarAge(dateOfBirth, on) ?? { years: 0, months: 0, days: 0 };
}
