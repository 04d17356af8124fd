/**
 * A living demo laboratory (issue 12): on the first start of the demo organisation, about 90 days of
 * history — patients, visits across referral partners, centres, payment modes and hours, samples at every
 * stage, verified and reported results, a few criticals, dues — so every list and dashboard has something
 * to show. Built in memory from a seeded random source, inserted in bulk in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { inTransaction, type Db } from '../db/database.ts';
import * as repo from '../repositories/demo-history-repository.ts';
import { insertNode, nodeIdsByCode } from '../repositories/node-repository.ts';
import {
  CITIES,
  FEMALE_NAMES,
  HOURS,
  LAST_NAMES,
  MALE_NAMES,
  PARTNERS,
  randomSource,
  TESTS,
  valueOf,
  type Random,
} from './demo-history-data.ts';
import { patientCode } from './patient-hooks.ts';
import { isoDay } from './patient-age.ts';
import { demoSnapshot, type DemoPatient, type DemoReport } from './demo-history-reports.ts';

type DemoReportResult = DemoReport['results'][number];
import { dayStart } from './stats-calendar.ts';
import { publicHash, sampleBarcode, visitCode } from './visit-codes.ts';

export interface DemoHistoryOptions {
  days: number;
  /** visits on an ordinary weekday (Sundays see fewer) */
  visitsPerDay: number;
  seed: number;
}

export const DEMO_HISTORY_DEFAULTS: DemoHistoryOptions = { days: 90, visitsPerDay: 32, seed: 20261125 };

export interface DemoHistorySummary {
  patients: number;
  visits: number;
  days: number;
  ms: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

type Row = unknown[];
interface Tables {
  patients: Row[];
  visits: Row[];
  items: Row[];
  payments: Row[];
  samples: Row[];
  results: Row[];
  reports: Row[];
}

/** Where a visit's work stands: every sample and result of it alike. */
type Stage = 'pending' | 'collected' | 'submitted' | 'received' | 'entered' | 'verified';

/** How far visits of an age (at least so many hours old) have come, by weight: today's are all along the pipeline. */
const STAGE_MIX: [minHours: number, mix: [Stage, number][]][] = [
  [30, [['verified', 995], ['entered', 5]]],
  [8, [['verified', 60], ['entered', 30], ['received', 10]]],
  [3, [['entered', 30], ['received', 40], ['submitted', 20], ['verified', 10]]],
  [1, [['submitted', 40], ['collected', 35], ['received', 25]]],
  [0, [['pending', 70], ['collected', 30]]],
]; // prettier-ignore

const stageFor = (r: Random, ageHours: number): Stage => r.weighted(STAGE_MIX.find(([min]) => ageHours > min)?.[1] ?? STAGE_MIX[4][1]);

const STATUS: Record<Stage, string> = {
  pending: 'sample-pending',
  collected: 'collected',
  submitted: 'in-progress',
  received: 'in-progress',
  entered: 'results-entered',
  verified: 'verified',
};

interface Basis extends Awaited<ReturnType<typeof repo.demoBasis>> {
  nodes: string[];
  partners: string[];
  /** names of nodes and referral partners by id, and the patients made so far (for the frozen reports) */
  names: Map<string, string>;
  people: Map<string, DemoPatient>;
}

/** Adds the history to an organisation that has no visit yet; answers what it made. */
export async function addDemoHistory(
  db: Db,
  orgId: string,
  options: DemoHistoryOptions = DEMO_HISTORY_DEFAULTS,
  now = new Date(),
): Promise<DemoHistorySummary> {
  const started = Date.now();
  if (await repo.hasVisits(db, orgId)) return { patients: 0, visits: 0, days: 0, ms: 0 };
  return inTransaction(db, async (trx) => {
    const basis = await prepare(trx, orgId);
    const { tables, lastPatient, lastVisit } = generate(basis, orgId, options, now);
    await repo.insertRows(trx, 'patients', PATIENT_COLUMNS, tables.patients);
    await repo.insertRows(trx, 'visits', VISIT_COLUMNS, tables.visits);
    await repo.insertRows(trx, 'visit_items', ITEM_COLUMNS, tables.items);
    await repo.insertRows(trx, 'visit_payments', PAYMENT_COLUMNS, tables.payments);
    await repo.insertRows(trx, 'samples', SAMPLE_COLUMNS, tables.samples);
    await repo.insertRows(trx, 'results', RESULT_COLUMNS, tables.results);
    await repo.setPatientCounter(trx, orgId, lastPatient);
    for (const [year, n] of lastVisit) await repo.setVisitCounter(trx, orgId, year, n);
    // the verified visits' reports, frozen as the result screens would freeze them
    await repo.insertRows(trx, 'report_versions', REPORT_COLUMNS, tables.reports);
    return { patients: tables.patients.length, visits: tables.visits.length, days: options.days, ms: Date.now() - started };
  });
}

async function prepare(db: Db, orgId: string): Promise<Basis> {
  const basis = await repo.demoBasis(
    db,
    orgId,
    TESTS.map((t) => t.code),
  );
  const nodes = await nodeIdsByCode(db, orgId, ['MAIN', 'CC1', 'CC2']);
  const main = nodes.get('main') ?? null;
  const cc2 =
    nodes.get('cc2') ??
    (await insertNode(db, orgId, null, {
      code: 'CC2',
      name: 'Koramangala collection centre',
      type: 'collection-centre',
      parentId: main,
      address: null,
      phone: null,
      isActive: true,
    }));
  const partners: string[] = [];
  const rows = PARTNERS.map(([name, kind, specialty]) => {
    const id = randomUUID();
    partners.push(id);
    return [id, orgId, name, kind, specialty, 'Bengaluru', kind === 'Doctor' ? 10 : 5, true];
  });
  await repo.insertRows(
    db,
    'referrers',
    ['id:uuid', 'org_id:uuid', 'name', 'kind', 'specialty', 'city', 'commission_percent:numeric', 'is_active:boolean'],
    rows,
  );
  const names = await repo.nodeNames(db, orgId);
  PARTNERS.forEach(([name], i) => names.set(partners[i], name));
  if (basis.selfReferrerId) names.set(basis.selfReferrerId, 'Self');
  const ids = [main, nodes.get('cc1') ?? main, cc2].filter((n): n is string => !!n);
  return { ...basis, nodes: ids, partners, names, people: new Map() };
}

const PATIENT_COLUMNS = [
  'id:uuid', 'org_id:uuid', 'code', 'prefix_id:uuid', 'first_name', 'last_name', 'gender_id:uuid', 'date_of_birth:date', 'dob_estimated:boolean',
  'phone_country_code', 'phone_number', 'email', 'city', 'category_id:uuid', 'referrer_id:uuid', 'created_at:timestamptz', 'updated_at:timestamptz',
]; // prettier-ignore
const VISIT_COLUMNS = [
  'id:uuid', 'org_id:uuid', 'code', 'patient_id:uuid', 'referrer_id:uuid', 'node_id:uuid', 'collection_type', 'status', 'gross:numeric', 'net:numeric', 'paid:numeric',
  'public_hash', 'visited_at:timestamptz', 'verified_at:timestamptz', 'cancelled_at:timestamptz', 'cancelled_by:uuid', 'cancel_reason', 'last_sample_number:int',
  'created_at:timestamptz', 'updated_at:timestamptz', 'created_by:uuid',
]; // prettier-ignore
const ITEM_COLUMNS = ['id:uuid', 'org_id:uuid', 'visit_id:uuid', 'position:int', 'analyte_id:uuid', 'code', 'name', 'price:numeric'];
const PAYMENT_COLUMNS = [
  'org_id:uuid',
  'visit_id:uuid',
  'kind',
  'mode_id:uuid',
  'amount:numeric',
  'reference',
  'received_at:timestamptz',
  'received_by:uuid',
];
const SAMPLE_COLUMNS = [
  'id:uuid', 'org_id:uuid', 'visit_id:uuid', 'node_id:uuid', 'barcode', 'container_id:uuid', 'specimen_id:uuid', 'status', 'collected_at:timestamptz', 'collected_by:uuid',
  'submitted_at:timestamptz', 'submitted_by:uuid', 'received_at:timestamptz', 'received_by:uuid', 'created_at:timestamptz',
]; // prettier-ignore
const RESULT_COLUMNS = [
  'org_id:uuid', 'visit_id:uuid', 'sample_id:uuid', 'visit_item_id:uuid', 'analyte_id:uuid', 'department_id:uuid', 'position:int', 'status', 'value',
  'numeric_value:numeric', 'flag', 'is_critical:boolean', 'unit', 'range_text', 'entered_at:timestamptz', 'entered_by:uuid', 'verified_at:timestamptz', 'verified_by:uuid',
]; // prettier-ignore
const REPORT_COLUMNS = ['org_id:uuid', 'visit_id:uuid', 'version:int', 'snapshot:jsonb', 'created_at:timestamptz', 'created_by:uuid'];

interface Person {
  id: string;
  since: number;
}

function generate(b: Basis, orgId: string, o: DemoHistoryOptions, now: Date) {
  const r = randomSource(o.seed);
  const t: Tables = { patients: [], visits: [], items: [], payments: [], samples: [], results: [], reports: [] };
  const people: Person[] = [];
  const lastVisit = new Map<number, number>();
  const user = b.userId;
  const today = isoDay(now);
  const tests = TESTS.filter((x) => b.analytes.has(x.code));
  const modes = (['Cash', 'UPI', 'Card'] as const).filter((m) => b.modes.has(m));
  const phones = new Set<string>();

  const newPatient = (at: number, referrerId: string | null): string => {
    const male = r.chance(0.47);
    const age = Math.max(
      0,
      Math.round(
        r.weighted<number>([
          [4, 8],
          [15, 6],
          [27, 18],
          [38, 22],
          [52, 22],
          [66, 16],
          [80, 8],
        ]) + r.int(-6, 6),
      ),
    );
    const dob = new Date(now.getFullYear() - age, r.int(0, 11), r.int(1, 28));
    let phone = '';
    do phone = `${r.pick(['98', '97', '96', '94', '90', '88', '80', '70'])}${r.int(100, 999)} ${r.int(10000, 99999)}`;
    while (phones.has(phone));
    phones.add(phone);
    const first = male ? r.pick(MALE_NAMES) : r.pick(FEMALE_NAMES);
    const last = r.pick(LAST_NAMES);
    const prefix = age < 14 ? (male ? 'Master' : 'Baby') : male ? 'Mr.' : r.chance(0.6) ? 'Mrs.' : 'Ms.';
    const category = age >= 60 ? 'Senior citizen' : r.chance(0.85) ? 'General' : r.pick(['Staff', 'Corporate', 'Insurance']);
    const id = randomUUID();
    const created = new Date(at - r.int(1, 4) * MIN);
    t.patients.push([
      id, orgId, patientCode(t.patients.length + 1), b.prefixes.get(prefix) ?? null, first, last, b.genders.get(male ? 'M' : 'F') ?? null,
      isoDay(dob), r.chance(0.1), '91', phone, r.chance(0.35) ? `${first}.${last}${r.int(1, 99)}@example.com`.toLowerCase() : null,
      r.weighted(CITIES), b.categories.get(category) ?? null, referrerId, created, created,
    ]); // prettier-ignore
    people.push({ id, since: at });
    const phoneText = `+91 ${phone}`;
    b.people.set(id, { name: `${prefix} ${first} ${last}`, code: patientCode(t.patients.length), sex: b.sexes.get(male ? 'M' : 'F') ?? null, phone: phoneText, dateOfBirth: isoDay(dob) }); // prettier-ignore
    return id;
  };

  for (let daysAgo = o.days - 1; daysAgo >= 0; daysAgo--) {
    const day = isoDay(dayStart(today, -daysAgo));
    const sunday = dayStart(day).getDay() === 0;
    const count = Math.round(o.visitsPerDay * (sunday ? 0.4 : 1) * (0.8 + r.next() * 0.4));
    const times = Array.from({ length: count }, () => dayStart(day).getTime() + r.weighted(HOURS) * HOUR + r.int(0, 59) * MIN)
      .filter((at) => at < now.getTime() - 5 * MIN)
      .sort((a, b2) => a - b2);
    for (const at of times) {
      const referrerId = r.chance(0.35) ? b.selfReferrerId : b.partners[r.weighted(PARTNERS.map(([, , , w], i) => [i, w] as const))];
      const returning = people.length > 50 && r.chance(0.3);
      const patientId = returning ? r.pick(people).id : newPatient(at, referrerId);
      addVisit(r, b, t, orgId, { at, patientId, referrerId, now, user, tests, modes, lastVisit });
    }
  }
  return { tables: t, lastPatient: t.patients.length, lastVisit };
}

/**
 * The time the pipeline is read at: now, or before the laboratory opens (08:00) yesterday's closing time
 * (20:00), so a newcomer who starts LabDesk at night still finds samples at every stage.
 */
function pipelineClock(now: Date): number {
  if (now.getHours() >= 8) return now.getTime();
  return dayStart(isoDay(now), -1).getTime() + 20 * HOUR;
}

interface VisitPlan {
  at: number;
  patientId: string;
  referrerId: string | null;
  now: Date;
  user: string | null;
  tests: typeof TESTS;
  modes: readonly string[];
  lastVisit: Map<number, number>;
}

function addVisit(r: Random, b: Basis, t: Tables, orgId: string, p: VisitPlan) {
  const visitedAt = new Date(p.at);
  const year = visitedAt.getFullYear();
  const n = (p.lastVisit.get(year) ?? 0) + 1;
  p.lastVisit.set(year, n);
  const code = visitCode(year, n);
  const id = randomUUID();
  const clamp = (ms: number) => new Date(Math.min(ms, p.now.getTime() - MIN));
  const ageHours = (p.now.getTime() - p.at) / HOUR;
  const cancelled = ageHours > 1 && r.chance(0.03);
  const stage: Stage = cancelled ? 'pending' : stageFor(r, (pipelineClock(p.now) - p.at) / HOUR);
  const nodeId = r.weighted(b.nodes.map((node, i) => [node, [45, 35, 20][i] ?? 10] as const));

  // 1–3 tests, each once
  const chosen = new Set<string>();
  const wanted = r.weighted([
    [1, 45],
    [2, 35],
    [3, 20],
  ] as const);
  while (chosen.size < wanted) chosen.add(r.weighted(p.tests.map((x) => [x.code, x.weight] as const)));
  const ordered = [...chosen].map((c) => ({ profile: p.tests.find((x) => x.code === c)!, analyte: b.analytes.get(c)! }));
  const gross = ordered.reduce((s, x) => s + x.analyte.price, 0);

  // one sample per container and specimen
  const sampleOf = new Map<string, string>();
  const collectedAt = clamp(p.at + r.int(5, 30) * MIN);
  const submittedAt = clamp(collectedAt.getTime() + r.int(20, 60) * MIN);
  const receivedAt = clamp(submittedAt.getTime() + r.int(20, 90) * MIN);
  const reached = (s: Stage) => ['pending', 'collected', 'submitted', 'received', 'entered', 'verified'].indexOf(stage) >= ['pending', 'collected', 'submitted', 'received', 'entered', 'verified'].indexOf(s); // prettier-ignore
  const sampleStatus = stage === 'entered' || stage === 'verified' ? 'received' : stage;
  for (const x of ordered) {
    const key = `${x.analyte.containerId}|${x.analyte.specimenId}`;
    if (sampleOf.has(key)) continue;
    const sid = randomUUID();
    sampleOf.set(key, sid);
    t.samples.push([
      sid, orgId, id, nodeId, sampleBarcode(code, sampleOf.size), x.analyte.containerId, x.analyte.specimenId, sampleStatus,
      reached('collected') ? collectedAt : null, reached('collected') ? p.user : null,
      reached('submitted') ? submittedAt : null, reached('submitted') ? p.user : null,
      reached('received') ? receivedAt : null, reached('received') ? p.user : null, visitedAt,
    ]); // prettier-ignore
  }

  const enteredAt = clamp(receivedAt.getTime() + r.int(30, 180) * MIN);
  const verifiedAt = clamp(enteredAt.getTime() + r.int(15, 120) * MIN);
  const reported: DemoReportResult[] = [];
  ordered.forEach((x, i) => {
    const itemId = randomUUID();
    t.items.push([itemId, orgId, id, i + 1, x.analyte.id, x.analyte.code, x.analyte.name, x.analyte.price]);
    const hasValue = stage === 'entered' || stage === 'verified';
    const v = valueOf(r, x.profile, hasValue && r.chance(stage === 'entered' ? 0.12 : 0.005));
    t.results.push([
      orgId, id, sampleOf.get(`${x.analyte.containerId}|${x.analyte.specimenId}`), itemId, x.analyte.id, x.analyte.departmentId, i + 1,
      hasValue ? stage : 'pending', hasValue ? v.value : null, hasValue ? v.numeric : null, hasValue ? v.flag : null,
      hasValue && v.isCritical, x.profile.unit, v.rangeText, hasValue ? enteredAt : null, hasValue ? p.user : null,
      stage === 'verified' ? verifiedAt : null, stage === 'verified' ? p.user : null,
    ]); // prettier-ignore
    const { code: c, name, interpretation, department } = x.analyte;
    reported.push({ code: c, name, value: v.value, unit: x.profile.unit, rangeText: v.rangeText, flag: v.flag, isCritical: v.isCritical, interpretation, department }); // prettier-ignore
  });
  if (stage === 'verified' && !cancelled) {
    const snapshot = demoSnapshot({
      visit: { id, code, visitedAt, collectedAt },
      patient: b.people.get(p.patientId)!,
      referrer: p.referrerId ? (b.names.get(p.referrerId) ?? null) : null,
      centre: b.names.get(nodeId) ?? null,
      results: reported,
      verifiedBy: b.userName,
    });
    t.reports.push([orgId, id, 1, JSON.stringify(snapshot), verifiedAt, p.user]);
  }

  // payments: most pay in full at the desk, some in part, a few on credit
  const pays = cancelled
    ? 'none'
    : r.weighted([
        ['full', 85],
        ['part', 10],
        ['none', 5],
      ] as const);
  const paid = pays === 'full' ? gross : pays === 'part' ? Math.round(gross / 20) * 10 : 0;
  if (paid > 0) {
    const mode = r.weighted(p.modes.map((m) => [m, m === 'Cash' ? 55 : m === 'UPI' ? 30 : 15] as const));
    const reference = mode === 'Cash' ? null : `${mode.toUpperCase()}-${r.int(100000, 999999)}`;
    t.payments.push([orgId, id, 'payment', b.modes.get(mode), paid, reference, new Date(p.at + r.int(1, 5) * MIN), p.user]);
  }
  const status = cancelled ? 'cancelled' : STATUS[stage];
  t.visits.push([
    id, orgId, code, p.patientId, p.referrerId, nodeId, 'walk-in', status, gross, cancelled ? 0 : gross,
    paid, publicHash(), visitedAt, stage === 'verified' ? verifiedAt : null, cancelled ? clamp(p.at + 20 * MIN) : null,
    cancelled ? p.user : null, cancelled ? 'Patient left without giving a sample' : null, sampleOf.size, visitedAt, visitedAt, p.user,
  ]); // prettier-ignore
}
