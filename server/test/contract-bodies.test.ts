/**
 * The bodies the SPA sends are the shapes the server declares: each body is built by the SPA's own code (the visit
 * form's payload builders, the result entry's changed rows, the data provider's calls), captured by a recording HTTP
 * client, and validated against the request-body schema the served OpenAPI document (/api/docs/json) declares for its
 * method and path. A body the document does not accept fails here, before a user meets the 400.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../src/schema/ajv.ts';
import { startApp } from './helpers.ts';

type Json = Record<string, unknown>;
type Operation = { requestBody?: { content?: Record<string, { schema?: object }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };
interface Sent {
  method: string;
  url: string;
  body: unknown;
}
type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;
type Build = (...args: never[]) => Json;
interface RestProvider {
  create: (resource: string, params: { data: Json }) => Promise<unknown>;
  update: (resource: string, params: { id: string; data: Json; previousData: Json }) => Promise<unknown>;
}

const ID = ['0b5a7c3e-1d2f-4a6b-8c9d-0e1f2a3b4c5d', '1c6b8d4f-2e3a-4b7c-9d0e-1f2a3b4c5d6e', '2d7c9e5a-3f4b-4c8d-8e1f-2a3b4c5d6e7f'];

async function spaModule<T>(file: string): Promise<T> {
  const url = pathToFileURL(path.resolve(import.meta.dirname, '../../src', file)).href;
  return (await import(/* @vite-ignore */ url)) as T;
}

const pathPattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The visit form as the front desk fills it for a new patient: two tests, a discount, a payment, home collection. */
const visitForm = {
  patientMode: 'new',
  patient: { firstName: 'Asha', lastName: 'Rao', ageYears: '34', phoneCountryCode: '91', phoneNumber: '9876543210' },
  referrerId: null,
  nodeId: ID[0],
  collectionType: 'home',
  homeAddress: ' 12 Lake Road ',
  homePhone: '9876543210',
  trimesterCode: '',
  clinicalNotes: 'fasting',
  items: [
    { kind: 'analyte', id: ID[1], code: 'HB', name: 'Haemoglobin', price: 150, groupKind: null, analytes: [] },
    { kind: 'group', id: ID[2], code: 'LFT', name: 'Liver function', price: 600, groupKind: 'panel', analytes: [] },
  ],
  discount: { type: 'percent', value: '10', reasonId: ID[0] },
  payments: [{ modeId: ID[1], amount: '300.50', reference: '' }],
};

/** A result row as GET /api/visit/get-products answers it, in the laboratory, not yet verified. */
const result = (id: string, resultType: string, value: string | null) => ({
  id,
  visitId: ID[0],
  resultType,
  status: 'pending',
  sampleStatus: 'received',
  value,
  comment: null,
});

describe('the bodies the SPA sends are the shapes the OpenAPI document declares', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let doc: OpenApi;
  let calls: Calls;
  let visitPayload: (values: unknown) => Json;
  let newPatientPayload: (patient: unknown) => Json;
  let changedResults: (results: unknown[], drafts: Record<string, { value: string; comment: string }>) => unknown[];
  let rest: RestProvider;
  let admin: Record<string, Build>;
  let signIn: (credentials: { email: string; password: string }) => Promise<unknown>;
  const sent: Sent[] = [];
  const ajv = createAjv();

  /** The request-body schema the document declares for a request (a literal path before a template), or null. */
  const bodySchema = (method: string, url: string): object | null => {
    const params = (template: string) => template.split('{').length;
    const template = Object.keys(doc.paths)
      .filter((t) => doc.paths[t][method.toLowerCase()] && pathPattern(t).test(url))
      .sort((a, b) => params(a) - params(b))[0];
    return (template && doc.paths[template][method.toLowerCase()].requestBody?.content?.['application/json']?.schema) || null;
  };

  /** What the document finds wrong with a body, as "path message" lines (empty: it is accepted). */
  const problems = ({ method, url, body }: Sent): string[] => {
    const schema = bodySchema(method, url);
    if (!schema) return [`${method} ${url}: no request-body schema in the document`];
    const validate = ajv.compile(schema);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${method} ${url}: ${e.instancePath} ${e.message}`);
  };

  /** Drives one data-provider call and answers the body it sent. */
  const send = async (call: string, ...args: unknown[]): Promise<Sent> => sendBy(call, () => calls[call](...args));

  /** Runs what the SPA runs to send one request and answers what it sent. */
  const sendBy = async (what: string, run: () => Promise<unknown>): Promise<Sent> => {
    const before = sent.length;
    await run();
    expect(sent.length, `${what} sent nothing`).toBe(before + 1);
    return sent[sent.length - 1];
  };
  /** react-admin's create and update of a record, through the SPA's data provider. */
  const create = (resource: string, data: Json) => sendBy(`create ${resource}`, () => rest.create(resource, { data }));
  const update = (resource: string, data: Json, previousData: Json = { id: ID[0], version: 3 }) =>
    sendBy(`update ${resource}`, () => rest.update(resource, { id: ID[0], data, previousData }));

  beforeAll(async () => {
    ({ app, close } = await startApp(undefined));
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const httpClient = async (url: string, options: { method?: string; body?: string } = {}) => {
      const pathname = new URL(url, 'http://spa.localhost').pathname;
      sent.push({
        method: (options.method ?? 'GET').toUpperCase(),
        url: pathname,
        body: options.body === undefined ? undefined : JSON.parse(options.body),
      });
      return { status: 200, headers: new Headers(), body: '{}', json: {} };
    };
    const { createVisitCalls } = await spaModule<{ createVisitCalls: (client: unknown, apiUrl: string) => Calls }>(
      'providers/visitCalls.ts',
    );
    const { createLabWorkCalls } = await spaModule<{ createLabWorkCalls: (client: unknown, apiUrl: string) => Calls }>(
      'providers/labWorkCalls.ts',
    );
    const { createDataProvider } = await spaModule<{
      createDataProvider: (options: { httpClient: unknown; lookup: () => undefined; apiUrl: string }) => RestProvider & Calls;
    }>('providers/dataProvider.ts');
    const dataProvider = createDataProvider({ httpClient, lookup: () => undefined, apiUrl: '/api' });
    rest = dataProvider;
    calls = { ...dataProvider, ...createVisitCalls(httpClient, '/api'), ...createLabWorkCalls(httpClient, '/api') };
    admin = await spaModule<Record<string, Build>>('pages/userManagement/adminBodies.ts');
    const { createLocalAuthProvider } = await spaModule<{
      createLocalAuthProvider: (options: object) => { login: typeof signIn };
    }>('providers/localAuthProvider.ts');
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) };
    ({ login: signIn } = createLocalAuthProvider({ httpClient, storage, location: () => '/' }));
    ({ visitPayload, newPatientPayload } = await spaModule<{
      visitPayload: typeof visitPayload;
      newPatientPayload: typeof newPatientPayload;
    }>('pages/visits/create/visitForm.ts'));
    ({ changedResults } = await spaModule<{ changedResults: typeof changedResults }>('pages/sampleManagement/resultRows.ts'));
  }, 120_000);
  afterAll(() => close?.());

  it("accepts the visit form's registration bodies, for a new patient and for a registered one", async () => {
    const visit = visitPayload(visitForm);
    const registration = await send('submitPatientVisit', { patient: newPatientPayload(visitForm.patient), visit });
    expect(registration.url).toBe('/api/patient/submit-patient-visit');
    expect(problems(registration)).toEqual([]);
    expect(problems(await send('submitPatientVisit', { patient: { id: ID[0] }, visit }))).toEqual([]);
    expect(problems(await send('createVisit', { ...visit, patientId: ID[0] }))).toEqual([]);
    const walkIn = visitPayload({ ...visitForm, collectionType: 'walk-in', discount: { type: 'percent', value: '' }, payments: [] });
    expect(problems(await send('createVisit', { ...walkIn, patientId: ID[0] }))).toEqual([]);
  });

  it('refuses a registration body the server would refuse', async () => {
    const visit = visitPayload(visitForm);
    const without = (key: string) => Object.fromEntries(Object.entries(visit).filter(([k]) => k !== key));
    const wrong = [
      { ...visit, items: [] },
      without('items'),
      { ...visit, collectionType: 'courier' },
      { ...visit, payments: [{ modeId: ID[1], amount: '300.50' }] },
      { ...visit, discount: { type: 'percent', value: 10.005, reasonId: ID[0] } },
      { ...visit, colour: 'red' },
    ];
    for (const body of wrong) {
      expect(problems(await send('submitPatientVisit', { patient: { id: ID[0] }, visit: body })), JSON.stringify(body)).not.toEqual([]);
    }
    expect(problems(await send('createVisit', visit))).toEqual(["POST /api/visit:  must have required property 'patientId'"]);
  });

  it('accepts the changes, payments, refunds and the cancellation of a visit', async () => {
    const { items, discount, ...details } = visitPayload(visitForm);
    const change = { ...details, patientId: ID[0], items, discount, version: 3 };
    delete (change as Json).payments;
    const bodies = [
      await send('updateVisit', ID[0], change),
      await send('addVisitPayment', ID[0], { modeId: ID[1], amount: 120.5, reference: null }),
      await send('refundVisit', ID[0], { modeId: ID[1], amount: 20, reason: 'Test not done' }),
      await send('cancelVisit', ID[0], 'Patient left'),
    ];
    expect(bodies.flatMap(problems)).toEqual([]);
    const { patientId: _, ...withoutPatient } = change;
    expect(problems(await send('updateVisit', ID[0], withoutPatient))).toEqual([
      `PUT /api/visit/${ID[0]}:  must have required property 'patientId'`,
    ]);
    expect(problems(await send('addVisitPayment', ID[0], { modeId: ID[1], amount: '120' }))).not.toEqual([]);
    expect(problems(await send('addVisitPayment', ID[0], { modeId: ID[1], amount: 0 }))).not.toEqual([]);
  });

  it("accepts the result entry's changed rows, the verification, the amendment and the sample steps", async () => {
    const rows = [result(ID[0], 'Numeric', null), result(ID[1], 'Text', 'clear'), result(ID[2], 'Numeric', '12')];
    const changed = changedResults(rows, {
      [ID[0]]: { value: '14,2', comment: ' repeat ' },
      [ID[1]]: { value: '', comment: '' },
      [ID[2]]: { value: '12', comment: '' },
    });
    expect(changed).toHaveLength(2);
    const bodies = [
      await send('submitResults', ID[0], changed),
      await send('verifyResults', ID[0]),
      await send('verifyResults', ID[0], { departmentId: ID[1] }),
      await send('amendResult', ID[0], { resultId: ID[1], value: '13.1', comment: null, reason: 'Transcription error' }),
      await send('collectSample', ID[0]),
      await send('collectSample', ID[0], '2026-01-02T09:30:00.000Z'),
      await send('submitSample', ID[0]),
      await send('receiveSample', ID[0]),
      await send('rejectSample', ID[0], 'Haemolysed'),
    ];
    expect(bodies.flatMap(problems)).toEqual([]);
    expect(problems(await send('submitResults', ID[0], [{ id: ID[0], value: { reading: 14 } }]))).not.toEqual([]);
    expect(problems(await send('submitResults', ID[0], [{ value: '14' }]))).not.toEqual([]);
    expect(problems(await send('amendResult', ID[0], { resultId: ID[1], value: '13.1', reason: '' }))).not.toEqual([]);
  });

  /** Records as the administration screens read them (react-admin sends them back whole, read-only parts included). */
  const stamps = { id: ID[0], version: 3, createdAt: '2026-01-02T09:30:00.000Z', updatedAt: '2026-01-02T09:30:00.000Z' };
  const role = { ...stamps, name: 'Phlebotomist', description: null, isAdmin: false, isSystem: false, permissions: [], userCount: 2 };
  const template = { ...stamps, name: 'Front desk', description: 'Registration', isSystem: false, permissions: ['visit.list'] };
  const employee = {
    ...stamps,
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    email: 'asha@demo.lab',
    phone: null,
    departmentId: null,
    roleIds: [ID[1]],
    roles: ['Phlebotomist'],
    nodeIds: [],
    isAdmin: false,
    isActive: true,
    mustChangePassword: false,
  };
  const resource = { ...stamps, id: 'courier', resource: 'courier', label: 'Courier', category: 'Logistics', categoryId: 'logistics' };
  const resourceForm = { ...resource, category: ' Logistics ', actions: ['Pick up', 'deliver', 'pick-up', ' '], builtIn: false };
  const permission = { ...stamps, id: 'courier.pick-up', resource: 'courier', action: 'pick-up', resourceLabel: 'Courier' };
  const permissionForm = { ...permission, category: 'Logistics', categoryId: 'logistics', builtIn: false, description: 'Collect samples' };
  const nodeForm = { code: ' BR-2 ', name: 'Lake Road branch', type: 'branch', parentId: ID[1], address: ' ', phone: '080 2345 6789' };

  it('accepts the bodies the administration screens send', async () => {
    const bodies = [
      await create('role', { name: 'Phlebotomist', description: 'Draws blood' }),
      await update('role', admin.roleChange({ ...role, name: 'Senior phlebotomist' } as never)),
      await update('role', admin.rolePermissionsChange(role as never, new Set(['visit.list', 'patient.show']) as never)),
      await update('role', { ...role, name: 'Phlebotomist II' }),
      await create('pt', { name: 'Front desk', description: null, permissions: ['visit.list', 'patient.create'] }),
      await update('pt', admin.templateChange(template as never)),
      await create('emp', { firstName: 'Asha', lastName: 'Rao', email: 'asha@demo.lab', roleIds: [ID[1]], nodeIds: [ID[2]] }),
      await update('emp', admin.employeeActiveChange(employee as never, false as never)),
      await update('emp', { ...employee, phone: '+91 98765 43210' }),
      await create('resource', admin.resourceCreation(resourceForm as never)),
      await update('resource', admin.resourceChange(resourceForm as never)),
      await create('permission', admin.permissionCreation(permissionForm as never)),
      await create('permission', admin.permissionCreation({ ...permissionForm, description: '' } as never)),
      await update('permission', admin.permissionChange({ ...permissionForm, description: '' } as never)),
      await update('cluster', admin.nodeChange(nodeForm as never, { version: 3 } as never)),
      await update('cluster', admin.nodeChange({ ...nodeForm, type: 'main-lab', isActive: false } as never, { version: 3 } as never)),
      await send('bulkCreateNodes', [{ code: 'BR-3', name: 'Hill branch', type: 'branch', parentCode: 'ML', isActive: true }]),
      await send('createNode', admin.nodeBody(nodeForm as never)),
      await send('createNode', admin.nodeBody({ ...nodeForm, type: 'main-lab' } as never)),
      await send('toggleRefferalStatus', ID[0], 3),
      await send('masterCreateUpdate', 'unit', { name: 'IU/L' }),
      await send('masterCreateUpdate', 'unit', { id: ID[0], name: 'IU/L', version: 2 }),
      await sendBy('sign-in', () => signIn({ email: 'admin@demo.lab', password: 'correct horse battery' })),
    ];
    expect(bodies.map((b) => `${b.method} ${b.url}`)).toContain('PUT /api/cluster/' + ID[0]);
    expect(bodies.map((b) => `${b.method} ${b.url}`)).toContain('POST /api/cluster');
    expect(bodies.flatMap(problems)).toEqual([]);
    expect(admin.resourceCreation(resourceForm as never)).toEqual({
      resource: 'courier',
      label: 'Courier',
      category: 'Logistics',
      actions: ['pick-up', 'deliver'],
    });
  });

  it('refuses administration bodies the server would refuse', async () => {
    const { version: _, ...roleWithoutVersion } = admin.roleChange(role as never);
    const node = admin.nodeChange(nodeForm as never, { version: 3 } as never);
    const wrong = [
      // a required field missing
      await create('role', { description: 'Draws blood' }),
      await update('role', roleWithoutVersion),
      await create('pt', { description: null, permissions: [] }),
      await create('emp', { firstName: 'Asha', lastName: 'Rao' }),
      await create('resource', { ...admin.resourceCreation(resourceForm as never), actions: [] }),
      await create('permission', { resource: 'courier', description: 'Collect samples' }),
      await update('permission', { description: 'Collect samples' }),
      await update('cluster', { ...node, version: undefined }),
      await send('masterCreateUpdate', undefined, { name: 'IU/L' }),
      await sendBy('sign-in', () => signIn({ email: '', password: 'correct horse battery' })),
      // a property the document does not know
      await create('role', { name: 'Phlebotomist', colour: 'red' }),
      await update('pt', { ...admin.templateChange(template as never), colour: 'red' }),
      await update('emp', { ...admin.employeeActiveChange(employee as never, false as never), password: 'x' }),
      await update('resource', { ...admin.resourceChange(resourceForm as never), description: 'Couriers' }),
      await update('cluster', { ...node, parentCode: 'ML' }),
      await send(
        'bulkCreateNodes',
        Array.from({ length: 2001 }, (_, i) => ({ code: `BR-${i}`, name: 'Branch', type: 'branch' })),
      ),
      // a value of the wrong type or form
      await update('role', { ...admin.rolePermissionsChange(role as never, ['visit list'] as never) }),
      await update('role', { ...admin.roleChange(role as never), isAdmin: 'yes' }),
      await update('pt', { ...admin.templateChange(template as never), version: '3' }),
      await update('emp', admin.employeeActiveChange(employee as never, 'no' as never)),
      await create('emp', { firstName: 'Asha', email: 'asha at demo' }),
      await create('permission', admin.permissionCreation({ ...permissionForm, action: 'Pick Up' } as never)),
      await update('cluster', admin.nodeChange({ ...nodeForm, type: 'warehouse' } as never, { version: 3 } as never)),
      await send('toggleRefferalStatus', ID[0], 0),
      await send('toggleRefferalStatus', ID[0], '3'),
      await send('bulkCreateNodes', 'code,name,type'),
      await send('createNode', { ...admin.nodeBody(nodeForm as never), type: 'warehouse' }),
      await send('createNode', { ...admin.nodeBody(nodeForm as never), parentCode: 'ML' }),
      { method: 'POST', url: '/api/cluster', body: [admin.nodeBody(nodeForm as never), admin.nodeBody(nodeForm as never)] },
    ];
    for (const body of wrong) expect(problems(body), JSON.stringify(body)).not.toEqual([]);
    const refferal = await send('toggleRefferalStatus', ID[0], 3);
    expect(problems({ ...refferal, body: { version: 3, isActive: false } })).toEqual([
      `PUT /api/refferal/toggle-status/${ID[0]}:  must NOT have additional properties`,
    ]);
  });
});
