/**
 * What the demo laboratory's history is made of (demo-history.ts): names, places, partners, the tests people
 * order with plausible values, and a seeded random source so every demo lab is the same lab.
 */

/** mulberry32: a small, fast, seeded random source (the same seed gives the same history). */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** one of the items, by weight */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  /** a normal deviate (Box–Muller) */
  const normal = (mean: number, sd: number) => mean + sd * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, int, pick, weighted, normal, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomSource>;

export const MALE_NAMES =
  'Arjun Rahul Vikram Suresh Ramesh Anil Kiran Manoj Prakash Ravi Sanjay Deepak Naveen Harish Girish Mohan Ashok Vinay Karthik Srinivas Imran Joseph Farhan Rohit'.split(
    ' ',
  );
export const FEMALE_NAMES =
  'Priya Anjali Kavya Lakshmi Meena Divya Sneha Pooja Asha Rekha Shilpa Nandini Deepa Sunita Geetha Aisha Mary Fatima Radha Swathi Bhavana Keerthi Usha Latha'.split(
    ' ',
  );
export const LAST_NAMES =
  'Rao Kumar Sharma Reddy Nair Iyer Shetty Gowda Patil Hegde Menon Pillai Khan Fernandes DSouza Bhat Naik Joshi Kulkarni Das Singh Verma Murthy Prasad'.split(
    ' ',
  );
export const CITIES: readonly (readonly [string, number])[] = [
  ['Bengaluru', 60],
  ['Mysuru', 12],
  ['Tumakuru', 8],
  ['Mandya', 6],
  ['Hosur', 6],
  ['Kolar', 4],
];

/** Referral partners of the demo lab: name, kind, specialty, share of the visits. */
export const PARTNERS: readonly (readonly [string, string, string | null, number])[] = [
  ['Dr. Meera Krishnan', 'Doctor', 'General medicine', 14],
  ['Dr. Aravind Rao', 'Doctor', 'Diabetology', 12],
  ['Dr. Sunil Hegde', 'Doctor', 'Cardiology', 8],
  ['Dr. Farah Siddiqui', 'Doctor', 'Obstetrics and gynaecology', 8],
  ['Dr. Prakash Menon', 'Doctor', 'Paediatrics', 5],
  ['Dr. Latha Iyer', 'Doctor', 'Endocrinology', 5],
  ['Sanjeevini Hospital', 'Hospital', null, 9],
  ['City Care Clinic', 'Hospital', null, 6],
  ['Infosys Wellness', 'Corporate', null, 4],
];

/**
 * Tests people order, with the values a laboratory sees: normal [low, high], critical limits, unit, decimals,
 * and how often it is ordered. Codes are those of the seeded catalogue.
 */
export interface TestProfile {
  code: string;
  low: number;
  high: number;
  critLow?: number;
  critHigh?: number;
  unit: string;
  decimals: number;
  weight: number;
}

export const TESTS: readonly TestProfile[] = [
  { code: 'HB', low: 12, high: 17, critLow: 7, critHigh: 20, unit: 'g/dL', decimals: 1, weight: 14 },
  { code: 'WBC', low: 4, high: 11, critLow: 2, critHigh: 30, unit: '×10³/µL', decimals: 1, weight: 10 },
  { code: 'PLT', low: 150, high: 410, critLow: 50, critHigh: 1000, unit: '×10³/µL', decimals: 0, weight: 10 },
  { code: 'ESR', low: 0, high: 20, unit: 'mm/hr', decimals: 0, weight: 4 },
  { code: 'FBS', low: 70, high: 100, critLow: 45, critHigh: 400, unit: 'mg/dL', decimals: 0, weight: 14 },
  { code: 'PPBS', low: 70, high: 140, critLow: 45, critHigh: 450, unit: 'mg/dL', decimals: 0, weight: 8 },
  { code: 'HBA1C', low: 4, high: 5.6, unit: '%', decimals: 1, weight: 9 },
  { code: 'CREAT', low: 0.6, high: 1.3, critHigh: 7, unit: 'mg/dL', decimals: 2, weight: 8 },
  { code: 'UREA', low: 15, high: 45, unit: 'mg/dL', decimals: 0, weight: 5 },
  { code: 'SGPT', low: 7, high: 56, unit: 'U/L', decimals: 0, weight: 6 },
  { code: 'TC', low: 120, high: 200, unit: 'mg/dL', decimals: 0, weight: 7 },
  { code: 'TSH', low: 0.4, high: 4.5, unit: 'µIU/mL', decimals: 2, weight: 9 },
  { code: 'NA', low: 135, high: 145, critLow: 120, critHigh: 160, unit: 'mmol/L', decimals: 0, weight: 3 },
  { code: 'K', low: 3.5, high: 5.1, critLow: 2.8, critHigh: 6.2, unit: 'mmol/L', decimals: 1, weight: 3 },
];

/** A value of a test: mostly within range, sometimes high or low; `critical` forces a critical one. */
export function valueOf(r: Random, t: TestProfile, critical: boolean) {
  const span = t.high - t.low;
  let v: number;
  if (critical && t.critHigh !== undefined) v = t.critHigh * (1 + r.next() * 0.2);
  else if (critical && t.critLow !== undefined) v = t.critLow * (0.7 + r.next() * 0.2);
  else v = Math.max(0, r.normal(t.low + span / 2, span / 3.2));
  const value = v.toFixed(t.decimals);
  const n = Number(value);
  const flag =
    t.critLow !== undefined && n < t.critLow
      ? 'LL'
      : t.critHigh !== undefined && n > t.critHigh
        ? 'HH'
        : n < t.low
          ? 'L'
          : n > t.high
            ? 'H'
            : null;
  const rangeText = `${t.low.toFixed(t.decimals)} – ${t.high.toFixed(t.decimals)}`;
  return { value, numeric: n, flag, isCritical: flag === 'LL' || flag === 'HH', rangeText };
}

/** When visits come in: hour of the day (local) by weight — a morning rush for fasting samples. */
export const HOURS: readonly (readonly [number, number])[] = [
  [7, 10],
  [8, 16],
  [9, 14],
  [10, 11],
  [11, 9],
  [12, 7],
  [13, 5],
  [14, 5],
  [15, 5],
  [16, 6],
  [17, 6],
  [18, 4],
  [19, 2],
];
