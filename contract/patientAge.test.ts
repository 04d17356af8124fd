import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthFor, formatAge, parseAge } from './patientAge.ts';

describe('age from the date of birth', () => {
  it('counts whole months, then the days since the last monthly anniversary', () => {
    expect(ageOn('1992-09-16', '2026-11-21')).toEqual({ years: 34, months: 2, days: 5 });
    expect(ageOn('2026-11-21', '2026-11-21')).toEqual({ years: 0, months: 0, days: 0 });
    expect(ageOn('2025-11-22', '2026-11-21')).toEqual({ years: 0, months: 11, days: 30 });
  });
  it('lands a birthday on the 31st on a shorter month’s last day', () => {
    expect(ageOn('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 0, days: 28 });
    expect(ageOn('2026-01-31', '2026-03-01')).toEqual({ years: 0, months: 1, days: 1 });
  });
  it('has no age for an invalid or future date', () => {
    expect(ageOn('2026-02-30', '2026-11-21')).toBeNull();
    expect(ageOn('21/11/2026', '2026-11-21')).toBeNull();
    expect(ageOn('2027-01-01', '2026-11-21')).toBeNull();
  });
});

describe('date of birth from the age', () => {
  it('goes back the years and months, then the days', () => {
    expect(dateOfBirthFor({ years: 34, months: 2, days: 5 }, '2026-11-21')).toBe('1992-09-16');
    expect(dateOfBirthFor({ years: 40 }, '2026-11-21')).toBe('1986-11-21');
    expect(dateOfBirthFor({ days: 21 }, '2026-11-21')).toBe('2026-10-31');
  });
  it('round-trips with ageOn', () => {
    for (const age of [
      { years: 3, months: 11, days: 20 },
      { years: 0, months: 1, days: 0 },
      { years: 75, months: 6, days: 14 },
    ]) {
      expect(ageOn(dateOfBirthFor(age, '2026-11-21'), '2026-11-21')).toEqual(age);
    }
  });
});

describe('an age typed in three boxes', () => {
  it('reads whole numbers and fills the missing parts with zero', () => {
    expect(parseAge({ years: '34', months: '', days: undefined })).toEqual({ years: 34, months: 0, days: 0 });
    expect(parseAge({ years: '', months: 3, days: '5' })).toEqual({ years: 0, months: 3, days: 5 });
  });
  it('refuses nothing given, fractions, negatives and parts past their limit', () => {
    expect(parseAge({ years: '', months: '', days: '' })).toBeNull();
    expect(parseAge({ years: '3.5' })).toBeNull();
    expect(parseAge({ years: '-1' })).toBeNull();
    expect(parseAge({ months: '12' })).toBeNull();
    expect(parseAge({ days: '31' })).toBeNull();
    expect(parseAge({ years: '151' })).toBeNull();
  });
});

describe('an age written for a list', () => {
  it('shows years and months for adults, months and days for infants', () => {
    expect(formatAge({ years: 34, months: 2, days: 5 })).toBe('34 Y 2 M');
    expect(formatAge({ years: 1, months: 0, days: 3 })).toBe('1 Y');
    expect(formatAge({ years: 0, months: 3, days: 5 })).toBe('3 M 5 D');
    expect(formatAge({ years: 0, months: 0, days: 0 })).toBe('0 D');
    expect(formatAge(null)).toBe('');
  });
});
