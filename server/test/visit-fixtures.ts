/**
 * Visits for tests, made through the API the way the front desk and the phlebotomist make them: an
 * organisation ready to bill, patients, visits ordering products by code, and their samples collected,
 * submitted and received. The results and report tests import these too.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createOrgWithAdmin, listQuery, type Client, type Json } from './helpers.ts';
import { idOf } from './lookup.ts';

/** Ids of the seeded records a visit needs, looked up once per organisation. */
export interface LabIds {
  /** the seeded collection centre (CC1) and the main laboratory (MAIN) */
  centre: string;
  mainLab: string;
  self: string;
  defaultPriceList: string;
  cash: string;
  card: string;
  senior: string;
  staff: string;
  male: string;
  female: string;
  mr: string;
  mrs: string;
}

export interface LabOrg extends Awaited<ReturnType<typeof createOrgWithAdmin>> {
  ids: LabIds;
}

export async function labIds(c: Client): Promise<LabIds> {
  const node = async (type: string) => (await c.get(`/api/cluster${listQuery({ filter: { type }, range: [0, 0] })}`)).body[0].id as string;
  return {
    centre: await node('collection-centre'),
    mainLab: await node('main-lab'),
    self: await idOf(c, '/api/refferal', { name: 'Self' }),
    defaultPriceList: await idOf(c, '/api/pl', { isDefault: true }),
    cash: await idOf(c, '/api/masters/paymentModes', { name: 'Cash' }),
    card: await idOf(c, '/api/masters/paymentModes', { name: 'Card' }),
    senior: await idOf(c, '/api/masters/reasonforDiscount', { name: 'Senior citizen' }),
    staff: await idOf(c, '/api/masters/reasonforDiscount', { name: 'Staff' }),
    male: await idOf(c, '/api/masters/gender', { name: 'Male' }),
    female: await idOf(c, '/api/masters/gender', { name: 'Female' }),
    mr: await idOf(c, '/api/masters/patientNamePrefixes', { name: 'Mr.' }),
    mrs: await idOf(c, '/api/masters/patientNamePrefixes', { name: 'Mrs.' }),
  };
}

/** A new organisation (seeded catalogue, price list, centre, payment modes) with an administrator client. */
export async function createLabOrg(app: FastifyInstance, slug: string): Promise<LabOrg> {
  const org = await createOrgWithAdmin(app, slug);
  await ensureCentre(org.client);
  return { ...org, ids: await labIds(org.client) };
}

/** A collection centre (CC1) under the main laboratory, as the demo organisation has one. */
export async function ensureCentre(c: Client): Promise<string> {
  const found = (await c.get(`/api/cluster${listQuery({ filter: { type: 'collection-centre' }, range: [0, 0] })}`)).body[0];
  if (found) return found.id;
  const main = (await c.get(`/api/cluster${listQuery({ filter: { type: 'main-lab' }, range: [0, 0] })}`)).body[0].id;
  const res = await c.post('/api/cluster', [
    { code: 'CC1', name: 'Jayanagar collection centre', type: 'collection-centre', parentId: main },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (Array.isArray(res.body) ? res.body[0] : res.body).id;
}

let patientSeq = 0;

/** Registers a patient (a unique phone each time, so the duplicate warning never fires); answers the record. */
export async function createPatient(c: Client, body: Json = {}): Promise<Json> {
  patientSeq += 1;
  const res = await c.post('/api/patient', {
    firstName: `Test${patientSeq}`,
    lastName: 'Patient',
    dateOfBirth: '1980-05-17',
    phoneCountryCode: '91',
    phoneNumber: `90000 ${String(10000 + patientSeq).slice(-5)}`,
    confirmDuplicate: true,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Order lines for product codes: a code of an item group orders the group, else the analyte. */
export async function itemsFor(c: Client, codes: string[]): Promise<{ kind: 'analyte' | 'group'; id: string }[]> {
  const out: { kind: 'analyte' | 'group'; id: string }[] = [];
  for (const code of codes) {
    const res = await c.get(`/api/visit/products?q=${encodeURIComponent(code)}&limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hit = (res.body as Json[]).find((p) => p.code === code);
    if (!hit) throw new Error(`No product with code ${code}`);
    out.push({ kind: hit.kind, id: hit.id });
  }
  return out;
}

export interface VisitOptions {
  productCodes: string[];
  /** an existing patient record or id; else a new patient is registered (with `patientBody`) */
  patient?: Json | string;
  patientBody?: Json;
  /** defaults to the seeded collection centre */
  nodeId?: string | null;
  referrerId?: string | null;
  collectionType?: 'walk-in' | 'home';
  homeAddress?: string | null;
  homePhone?: string | null;
  scheduledAt?: string | null;
  priceListId?: string | null;
  trimesterCode?: string | null;
  clinicalNotes?: string | null;
  discount?: Json | null;
  payments?: Json[];
  /** expected status (default 201) */
  expectStatus?: number;
}

/** POST /api/visit ordering the products by code; answers the visit record (or the error body). */
export async function createVisit(c: Client, o: VisitOptions): Promise<Json> {
  const patientId = typeof o.patient === 'string' ? o.patient : (o.patient?.id ?? (await createPatient(c, o.patientBody)).id);
  const nodeId = o.nodeId !== undefined ? o.nodeId : await ensureCentre(c);
  const body: Json = {
    patientId,
    nodeId,
    referrerId: o.referrerId ?? null,
    collectionType: o.collectionType ?? 'walk-in',
    items: await itemsFor(c, o.productCodes),
  };
  for (const k of [
    'homeAddress',
    'homePhone',
    'scheduledAt',
    'priceListId',
    'trimesterCode',
    'clinicalNotes',
    'discount',
    'payments',
  ] as const) {
    if (o[k] !== undefined) body[k] = o[k];
  }
  const res = await c.post('/api/visit', body);
  expect(res.status, JSON.stringify(res.body)).toBe(o.expectStatus ?? 201);
  return res.body;
}

async function step(c: Client, path: string, sampleId: string, body: Json = {}): Promise<Json> {
  const res = await c.put(`/api/sample-management/${path}/${sampleId}`, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Collects and submits every pending sample of a visit (the laboratory then holds them); answers the samples. */
export async function collectAndSubmitAll(c: Client, visitId: string): Promise<Json[]> {
  const visit = await getVisit(c, visitId);
  const out: Json[] = [];
  for (const s of visit.samples as Json[]) {
    if (s.status === 'pending') await step(c, 'submit-sample-collection-timestamp', s.id);
    if (s.status === 'pending' || s.status === 'collected') out.push(await step(c, 'submit-sample', s.id));
  }
  return out;
}

/** Receives every submitted sample of a visit in the laboratory. */
export async function receiveAll(c: Client, visitId: string): Promise<Json[]> {
  const visit = await getVisit(c, visitId);
  const out: Json[] = [];
  for (const s of (visit.samples as Json[]).filter((x) => x.status === 'submitted')) out.push(await step(c, 'receive-sample', s.id));
  return out;
}

export async function getVisit(c: Client, visitId: string): Promise<Json> {
  const res = await c.get(`/api/visit/${visitId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
