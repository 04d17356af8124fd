import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthFor } from './patient-age.ts';

describe('age and date of birth', () => {
  it('counts whole years, then months, then days', () => {
    expect(ageOn('1990-05-20', '2026-11-21')).toEqual({ years: 36, months: 6, days: 1 });
    expect(ageOn('1990-11-22', '2026-11-21')).toEqual({ years: 35, months: 11, days: 30 });
    expect(ageOn('2026-11-21', '2026-11-21')).toEqual({ years: 0, months: 0, days: 0 });
    expect(ageOn('2024-01-31', '2024-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(ageOn('2020-02-29', '2021-02-28')).toEqual({ years: 0, months: 11, days: 30 });
    expect(ageOn('2020-02-29', '2021-03-01')).toEqual({ years: 1, months: 0, days: 1 });
  });

  it('gives back the date of birth of an age, and that date gives back the age', () => {
    expect(dateOfBirthFor({ years: 34 }, '2026-11-21')).toBe('1992-11-21');
    expect(dateOfBirthFor({ years: 0, months: 5, days: 12 }, '2026-11-21')).toBe('2026-06-09');
    expect(dateOfBirthFor({ months: 1 }, '2026-03-31')).toBe('2026-02-28');
    expect(dateOfBirthFor({ days: 40 }, '2026-01-10')).toBe('2025-12-01');
    for (const age of [
      { years: 34, months: 2, days: 5 },
      { years: 0, months: 11, days: 3 },
      { years: 80, months: 0, days: 0 },
    ]) {
      expect(ageOn(dateOfBirthFor(age, '2026-11-21'), '2026-11-21')).toEqual(age);
    }
  });
});
