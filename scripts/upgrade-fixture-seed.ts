/**
 * Fills the previous release's database through that release's own code and API (scripts/upgrade-fixture.ts):
 * the demo laboratory with staff, patients, a referrer, visits billed, sampled, resulted, verified and
 * reported, edited and deleted records, and a second organisation. Small: the fixture is committed.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

export interface PreviousTree {
  root: string;
  databaseUrl: string;
  adminPassword: string;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of another release's API

/** A module of the previous release's tree (its own code, not this worktree's). */
const load = (tree: PreviousTree, file: string) => import(pathToFileURL(path.join(tree.root, file)).href);

function api(app: FastifyInstance, host: string, token?: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Json> => {
    const res = await app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Json }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

const first = async (call: ReturnType<typeof api>, url: string, filter: Json) =>
  (await call('GET', `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`))[0] as Json;

async function productItems(call: ReturnType<typeof api>, codes: string[]) {
  const items = [];
  for (const code of codes) {
    const hit = ((await call('GET', `/api/visit/products?q=${code}&limit=50`)) as unknown as Json[]).find((p) => p.code === code)!;
    items.push({ kind: hit.kind, id: hit.id });
  }
  return items;
}

/** Front desk to report for one visit, and the odd edit and deletion an audit trail holds. */
async function fillDemo(call: ReturnType<typeof api>): Promise<void> {
  const node = await first(call, '/api/cluster', { type: 'collection-centre' });
  const cash = await first(call, '/api/masters/paymentModes', { name: 'Cash' });
  const referrer = await call('POST', '/api/refferal', { name: 'Dr. Meera Rao', kind: 'Doctor', commissionPercent: 10 });
  const patients = [];
  for (const [firstName, dateOfBirth, phone] of [
    ['Ravi', '1980-05-17', '90000 00001'],
    ['Asha', '1992-11-02', '90000 00002'],
    ['Imran', '1975-01-30', '90000 00003'],
  ]) {
    patients.push(
      await call('POST', '/api/patient', { firstName, lastName: 'Fixture', dateOfBirth, phoneCountryCode: '91', phoneNumber: phone }),
    );
  }
  const visit = await call('POST', '/api/visit', {
    patientId: patients[0].id,
    nodeId: node.id,
    referrerId: referrer.id,
    collectionType: 'walk-in',
    items: await productItems(call, ['HB', 'LIPID']),
    payments: [{ modeId: cash.id, amount: 100 }],
  });
  await call('POST', '/api/visit', {
    patientId: patients[1].id,
    nodeId: node.id,
    collectionType: 'walk-in',
    items: await productItems(call, ['HB']),
  });
  for (const s of (await call('GET', `/api/visit/${visit.id}`)).samples as Json[]) {
    await call('PUT', `/api/sample-management/submit-sample-collection-timestamp/${s.id}`, {});
    await call('PUT', `/api/sample-management/submit-sample/${s.id}`, {});
    await call('PUT', `/api/sample-management/receive-sample/${s.id}`, {});
  }
  const results = ((await call('GET', `/api/visit/get-products/${visit.id}`)) as unknown as Json[]).flatMap((i) => i.results as Json[]);
  const values: Record<string, number> = { HB: 14.2, TC: 190, TG: 140, HDL: 45 };
  await call('PUT', '/api/visit/submit-test-results', {
    data: {
      visitId: visit.id,
      results: results.filter((r) => values[r.code] !== undefined).map((r) => ({ id: r.id, value: values[r.code], comment: null })),
    },
  });
  await call('PUT', `/api/visit/${visit.id}/verify`, {});
  const unit = await first(call, '/api/masters/unit', { q: 'g/dL' });
  await call('PUT', `/api/masters/unit/${unit.id}`, { version: unit.version, description: 'grams per decilitre (haemoglobin)' });
  await call('DELETE', `/api/patient/${patients[2].id}`);
  await call('POST', '/api/emp', { firstName: 'Tara', lastName: 'Tech', email: 'tara@demo.lab', password: 'Tara-Fixture-2024' });
}

export async function seedPreviousRelease(tree: PreviousTree): Promise<void> {
  const { loadConfig } = await load(tree, 'server/src/config.ts');
  const { openDatabase } = await load(tree, 'server/src/db/database.ts');
  const { buildApp } = await load(tree, 'server/src/app.ts');
  const { ensureDemoOrganization, DEMO_ADMIN } = await load(tree, 'server/src/services/bootstrap.ts');
  const config = loadConfig({
    DATA_DIR: path.join(tree.root, 'data'),
    ADMIN_PASSWORD: tree.adminPassword,
    LOG_LEVEL: 'silent',
    RESOURCES_DIR: path.join(tree.root, 'resources'),
  });
  const database = await openDatabase({ url: tree.databaseUrl });
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    await ensureDemoOrganization(app);
    const signIn = await api(app, 'demo.localhost')('POST', '/api/auth/sign-in', { email: DEMO_ADMIN.email, password: tree.adminPassword });
    await fillDemo(api(app, 'demo.localhost', signIn.token));
    const north = await app.ctx.organizations.create({ slug: 'north', name: 'North Pathology' });
    await app.ctx.organizations.addMember(
      north.id,
      { email: 'owner@north.lab', firstName: 'Nia', lastName: 'North', password: 'North-Fixture-2024' },
      ['Administrator'],
    );
  } finally {
    await app.close();
    await database.close();
  }
}
