import type {
    AgeDemographics,
    FrequentPatients,
    GenderCount,
    LatestPatientVisits,
    PatientDemographics,
    PatientWeekTrends,
    RegistrationStatsCount,
    TopReferrers,
    UpcomingBirthdays,
} from '../../../contract/stats';
import { patientRecordPath, visitRecordPath } from './statsPaths';
import type { StatsTable } from './statsTable';
import { k, localStamp, type Translate } from './visitStatsAdapters';

const genderName = (gender: GenderCount['gender'], t: Translate) => gender?.name ?? t('app.stats.no_gender');

export const registrationTable = (data: RegistrationStatsCount, t: Translate): StatsTable => ({
    columns: ['period', 'registered', 'registered_before'].map(k),
    rows: data.periods.map(p => [t(`app.stats.periods.${p.period}`), p.current.patients, p.previous.patients]),
});

/** Who the patients are: the headline figures, then one row per category and per city. */
export const demographicsTable = (data: PatientDemographics, t: Translate): StatsTable => ({
    columns: ['measure', 'patients'].map(k),
    rows: [
        [t('app.stats.demographics.patients'), data.patients],
        [t('app.stats.demographics.with_visits'), data.withVisits],
        [t('app.stats.demographics.returning'), data.returning],
        [
            t('app.stats.demographics.average_age'),
            data.averageAge === null ? null : Math.round(data.averageAge * 10) / 10,
        ],
        [t('app.stats.demographics.with_email'), data.withEmail],
        [t('app.stats.demographics.with_phone'), data.withPhone],
        ...data.byCategory.map(c => [
            t('app.stats.demographics.category', { name: c.category?.name ?? t('app.stats.none') }),
            c.patients,
        ]),
        ...data.byCity.map(c => [
            t('app.stats.demographics.city', { name: c.city ?? t('app.stats.none') }),
            c.patients,
        ]),
    ],
});

/** Category slices of the demographics (the pie beside the figures). */
export const categorySlices = (data: PatientDemographics, t: Translate) =>
    data.byCategory.map((c, id) => ({ id, label: c.category?.name ?? t('app.stats.none'), value: c.patients }));

export const genderTable = (data: GenderCount[], t: Translate): StatsTable => ({
    columns: ['gender', 'patients'].map(k),
    rows: data.map(g => [genderName(g.gender, t), g.patients]),
});

/** Pie slices with stable ids (a slice keeps its colour while the numbers change). */
export const genderSlices = (data: GenderCount[], t: Translate) =>
    data.map(g => ({ id: g.gender?.code ?? 'none', label: genderName(g.gender, t), value: g.patients }));

/** Age bands, one column per gender met in any band (the same columns in every row). */
export const ageTable = (data: AgeDemographics, t: Translate): StatsTable => {
    const genders = new Map<string, string>();
    for (const band of data) for (const g of band.byGender) genders.set(g.gender?.code ?? '', genderName(g.gender, t));
    const codes = [...genders.keys()];
    return {
        columns: [k('age_band'), k('patients'), ...codes.map(code => genders.get(code) ?? code)],
        rows: data.map(band => [
            band.band,
            band.patients,
            ...codes.map(code => band.byGender.find(g => (g.gender?.code ?? '') === code)?.patients ?? 0),
        ]),
    };
};

/** The last 7 days beside the 7 before, day by day (the week before shifted onto this week's days). */
export const patientTrendTable = (data: PatientWeekTrends): StatsTable => ({
    columns: ['day', 'new_patients', 'visiting_patients', 'new_patients_before', 'visiting_patients_before'].map(k),
    rows: data.last7Days.map((day, i) => [
        day.date,
        day.newPatients,
        day.visitingPatients,
        data.previous7Days[i]?.newPatients ?? 0,
        data.previous7Days[i]?.visitingPatients ?? 0,
    ]),
});

export const topReferrersTable = (data: TopReferrers): StatsTable => ({
    columns: ['referrer', 'kind', 'patients', 'new_patients', 'visits'].map(k),
    rows: data.map(r => [r.referrer.name, r.referrer.kind, r.patients, r.newPatients, r.visits]),
});

const patientCell = (p: { id: string; fullName: string }) => ({ text: p.fullName, to: patientRecordPath(p.id) });

export const birthdaysTable = (data: UpcomingBirthdays): StatsTable => ({
    columns: ['patient', 'code', 'birthday', 'turns', 'in_days', 'phone'].map(k),
    rows: data.map(b => [patientCell(b), b.code, b.birthday, b.turns, b.inDays, b.phone]),
});

export const latestPatientsTable = (data: LatestPatientVisits): StatsTable => ({
    columns: ['patient', 'code', 'gender', 'age', 'visit', 'visited_at', 'visits'].map(k),
    rows: data.map(v => [
        patientCell(v.patient),
        v.patient.code,
        v.patient.gender,
        v.patient.ageYears,
        { text: v.visitCode, to: visitRecordPath(v.visitId) },
        localStamp(v.visitedAt),
        v.visits,
    ]),
});

export const frequentPatientsTable = (data: FrequentPatients): StatsTable => ({
    columns: ['patient', 'code', 'visits', 'billed', 'last_visit'].map(k),
    rows: data.map(f => [patientCell(f.patient), f.patient.code, f.visits, f.billed, localStamp(f.lastVisitAt)]),
});
