import { describe, expect, it } from 'vitest';
import type { AgeDemographics, PatientDemographics } from '../../../contract/stats';
import {
    ageTable,
    categorySlices,
    demographicsTable,
    frequentPatientsTable,
    genderSlices,
    genderTable,
    patientTrendTable,
    registrationTable,
} from './patientStatsAdapters';
import { seriesOf } from './statsTable';

const t = (key: string, options?: Record<string, unknown>) => (options?.name ? `${key}:${String(options.name)}` : key);
const male = { id: 'g1', code: 'M', name: 'Male' };
const female = { id: 'g2', code: 'F', name: 'Female' };

describe('patient dashboard adapters', () => {
    it('gives one column per gender met in any band, zero where a band has none', () => {
        const data: AgeDemographics = [
            { band: '0–12', fromYears: 0, toYears: 12, patients: 2, byGender: [{ gender: female, patients: 2 }] },
            {
                band: '76+',
                fromYears: 76,
                toYears: null,
                patients: 4,
                byGender: [
                    { gender: male, patients: 3 },
                    { gender: null, patients: 1 },
                ],
            },
        ];
        const table = ageTable(data, t);
        expect(table.columns).toEqual([
            'app.stats.columns.age_band',
            'app.stats.columns.patients',
            'Female',
            'Male',
            'app.stats.no_gender',
        ]);
        expect(table.rows).toEqual([
            ['0–12', 2, 2, 0, 0],
            ['76+', 4, 0, 3, 1],
        ]);
        // the stacked chart draws the gender columns, labelled as they are (already names)
        expect(seriesOf(table, [2, 3, 4], key => key).series.map(s => s.data)).toEqual([
            [2, 0],
            [0, 3],
            [0, 1],
        ]);
    });

    it('keeps genders in the order of the answer with stable slice ids', () => {
        const data = [
            { gender: female, patients: 7 },
            { gender: null, patients: 1 },
        ];
        expect(genderTable(data, t).rows).toEqual([
            ['Female', 7],
            ['app.stats.no_gender', 1],
        ]);
        expect(genderSlices(data, t)).toEqual([
            { id: 'F', label: 'Female', value: 7 },
            { id: 'none', label: 'app.stats.no_gender', value: 1 },
        ]);
    });

    it('lists the headline figures, then each category and city, rounding the average age', () => {
        const data: PatientDemographics = {
            patients: 10,
            withVisits: 8,
            returning: 3,
            averageAge: 41.26,
            withEmail: 2,
            withPhone: 9,
            byCategory: [{ category: { id: 'c1', name: 'Staff' }, patients: 4 }],
            byCity: [{ city: null, patients: 10 }],
        };
        const table = demographicsTable(data, t);
        expect(table.rows.map(row => row[1])).toEqual([10, 8, 3, 41.3, 2, 9, 4, 10]);
        expect(table.rows[6][0]).toBe('app.stats.demographics.category:Staff');
        expect(table.rows[7][0]).toBe('app.stats.demographics.city:app.stats.none');
        expect(demographicsTable({ ...data, averageAge: null }, t).rows[3][1]).toBeNull();
        expect(categorySlices(data, t)).toEqual([{ id: 0, label: 'Staff', value: 4 }]);
    });

    it('puts the week before beside this week day by day', () => {
        const day = (date: string, newPatients: number, visitingPatients: number) => ({
            date,
            newPatients,
            visitingPatients,
        });
        const table = patientTrendTable({
            last7Days: [day('2026-11-24', 2, 5), day('2026-11-25', 1, 3)],
            previous7Days: [day('2026-11-17', 4, 6)],
        });
        expect(table.rows).toEqual([
            ['2026-11-24', 2, 5, 4, 6],
            ['2026-11-25', 1, 3, 0, 0],
        ]);
    });

    it('shows registrations per period beside the period before', () => {
        const table = registrationTable(
            {
                total: 42,
                periods: [
                    {
                        period: 'month',
                        from: '2026-11-01',
                        to: '2026-11-25',
                        previousFrom: '2026-10-01',
                        previousTo: '2026-10-25',
                        current: { patients: 12 },
                        previous: { patients: 9 },
                    },
                ],
            },
            t
        );
        expect(table.rows).toEqual([['app.stats.periods.month', 12, 9]]);
    });

    it('links frequent patients to their page', () => {
        const lastVisitAt = new Date(2026, 10, 20, 14, 30).toISOString();
        const table = frequentPatientsTable([
            { patient: { id: 'p9', code: 'P-000009', fullName: 'Ravi Kumar' }, visits: 6, billed: 4200, lastVisitAt },
        ]);
        expect(table.rows).toEqual([
            [{ text: 'Ravi Kumar', to: '/patient/p9' }, 'P-000009', 6, 4200, '2026-11-20 14:30'],
        ]);
    });
});
