/**
 * /api/template (spec §7): documents and document templates — the list dialect, filling a template for a patient
 * and a visit, the sanitiser's allow-list, the size limit, versions, images, and who may see and change what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_BODY_MAX } from '../../contract/template.ts';
import { insertRole } from '../src/repositories/auth-repository.ts';
import { client, databases, listQuery, PASSWORD, startApp, type Client, type TestApp } from './helpers.ts';
import { createLabOrg, createPatient, createVisit, type LabOrg } from './visit-fixtures.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are JSON read by the assertions
type Json = Record<string, any>;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const chip = (name: string) => `<span class="merge-field" data-field="${name}">[!${name}]</span>`;
const TABLE =
  '<figure class="table"><table><tbody><tr><td colspan="2" rowspan="2">A</td><td>B</td></tr><tr><td>C</td></tr><tr><td>D</td><td>E</td><td>F</td></tr></tbody></table></figure>';

describe.each(databases)('/api/template on $name', ({ url }) => {
  let t: TestApp;
  let lab: LabOrg;
  let admin: Client;
  let other: LabOrg;

  const member = async (org: LabOrg, slug: string, role: string, permissions: string[]) => {
    await insertRole(t.app.ctx.db, org.org.id, { name: role, description: '', isAdmin: false, permissions });
    const user = await t.app.ctx.organizations.addMember(
      org.org.id,
      { email: `${role.replace(/\W/g, '').toLowerCase()}@${slug}.lab`, firstName: role, lastName: 'Member', password: PASSWORD },
      [role],
    );
    const token = await t.app.ctx.tokens.sign({ userId: user.id, orgId: org.org.id });
    return Object.assign(client(t.app, token, `${slug}.localhost`), { token });
  };

  const newTemplate = async (c: Client, body: Json = {}) => {
    const res = await c.post('/api/template', { kind: 'template', title: 'Letter', category: 'letter', body: '<p>Hi</p>', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Json;
  };

  beforeAll(async () => {
    t = await startApp(url);
    lab = await createLabOrg(t.app, 'docs');
    admin = lab.client;
    other = await createLabOrg(t.app, 'elsewhere');
  });
  afterAll(async () => t?.close());

  it('seeds four starter templates per organisation, with merge fields, listed in the simple-rest dialect', async () => {
    const res = await admin.get(`/api/template${listQuery({ filter: { kind: 'template' }, sort: ['title', 'ASC'], range: [0, 9] })}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('template 0-3/4');
    expect(res.body.map((r: Json) => r.title)).toEqual([
      'Fitness certificate',
      'Home collection instructions',
      'Referral letter reply',
      'Sample rejection notice',
    ]);
    expect(res.body[0]).not.toHaveProperty('body');
    const one = await admin.get(`/api/template/${res.body[2].id}`);
    expect(one.body.body).toContain(chip('fullname'));
    expect(one.body).toMatchObject({ kind: 'template', category: 'letter', version: 1, templateId: null });
  });

  it('creates a document from a template for a visit: merge fields filled, missing values empty, links kept', async () => {
    const template = await newTemplate(admin, {
      title: 'Referral reply',
      body: `<p>Dear ${chip('fullname')} (${chip('age')}, ${chip('gender')}), [!phone] ${chip('email')}</p><p>${chip('visitcode')} ${chip('tests')}</p>${TABLE}`,
    });
    const patient = await createPatient(admin, { firstName: 'Asha', lastName: 'Rao', genderId: lab.ids.female, email: 'asha@example.com' });
    const visit = await createVisit(admin, { patient, productCodes: ['CBC', 'FBS'] });
    const res = await admin.post('/api/template', { kind: 'document', templateId: template.id, visitId: visit.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'document',
      title: 'Referral reply — Asha Rao',
      category: 'letter',
      templateId: template.id,
      template: { id: template.id, title: 'Referral reply' },
      patientId: patient.id,
      patient: { id: patient.id, code: patient.code },
      visitId: visit.id,
      visit: { id: visit.id, code: visit.code },
    });
    const age = String(patient.age.years);
    expect(res.body.body).toContain(`<p>Dear Asha Rao (${age}, Female), +91 ${patient.phoneNumber} asha@example.com</p>`);
    expect(res.body.body).toContain(visit.code);
    expect(res.body.body).toMatch(/Complete blood count|CBC/);
    expect(res.body.body).toContain('<td colspan="2" rowspan="2">A</td>');
    expect(res.body.body).not.toContain('merge-field');

    const blank = await admin.post('/api/template', { kind: 'document', templateId: template.id });
    expect(blank.body.body).toContain('<p>Dear  (, ),  </p>');
    expect(blank.body.title).toBe('Referral reply');
  });

  it('lists with filters (kind, category, patient, q), sorts, and refuses unknown keys', async () => {
    const patient = await createPatient(admin, { firstName: 'Filter', lastName: 'Person' });
    await admin.post('/api/template', { kind: 'document', title: 'Consent for HIV test', category: 'consent', patientId: patient.id });
    const byPatient = await admin.get(`/api/template${listQuery({ filter: { patientId: patient.id } })}`);
    expect(byPatient.body.map((r: Json) => r.title)).toEqual(['Consent for HIV test']);
    expect(byPatient.body[0].patient.fullName).toContain('Filter Person');
    const byText = await admin.get(`/api/template${listQuery({ filter: { q: 'filter person', category: 'consent' } })}`);
    expect(byText.body).toHaveLength(1);
    const sorted = await admin.get(`/api/template${listQuery({ filter: { kind: 'document' }, sort: ['title', 'ASC'] })}`);
    const titles = sorted.body.map((r: Json) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect((await admin.get(`/api/template${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
    expect((await admin.get(`/api/template${listQuery({ sort: ['body', 'ASC'] })}`)).status).toBe(400);
  });

  it.each([
    ['a script', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['event handlers', '<p onclick="steal()" onmouseover="x">a</p><img src="/x" onerror="y">', '<p>a</p>'],
    ['javascript: links', '<p><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a></p>', '<p><a>a</a><a>b</a></p>'],
    [
      'foreign styles and classes',
      '<p class="x" style="position:fixed;text-align:center;color:red">a</p>',
      '<p style="text-align:center">a</p>',
    ],
    [
      'images of other hosts and data: URLs',
      '<p>a<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"></p>',
      '<p>a</p>',
    ],
    ['iframes, forms and styles', '<iframe src="https://x"></iframe><form><input></form><style>p{}</style><p>a</p>', '<p>a</p>'],
    [
      'bad spans',
      '<table><tbody><tr><td colspan="x" rowspan="2">a</td></tr></tbody></table>',
      '<table><tbody><tr><td rowspan="2">a</td></tr></tbody></table>',
    ],
    [
      'what the editor writes, unchanged',
      '<h2 style="text-align:center">T</h2><p><span style="font-size:14px">b</span> <strong>c</strong><i>d</i><u>e</u> <a href="https://x.y">l</a></p><div class="page-break" style="page-break-after:always"></div><figure class="table" style="width:300px"><table class="ck-table-resized"><colgroup><col style="width:30%" /><col style="width:70%" /></colgroup><tbody><tr><td style="background-color:hsl(0,0%,90%);border:2px dashed blue;height:30px" colspan="2">a</td></tr></tbody></table></figure>',
      null,
    ],
  ])('sanitises %s', async (_name, html, expected) => {
    const res = await admin.post('/api/template', { kind: 'template', title: 'Sanitised', body: html });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.body).toBe(expected ?? html);
  });

  it('refuses a body over the limit with a 413 that says so, and a bad field with a 400', async () => {
    const big = `<p>${'x'.repeat(DOCUMENT_BODY_MAX)}</p>`;
    const res = await admin.post('/api/template', { kind: 'template', title: 'Huge', body: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/^The text is too large: \d+ kB of HTML, at most 1000 kB/);
    const noTitle = await admin.post('/api/template', { kind: 'template', title: '' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.details[0].field).toBe('title');
    const wrong = await admin.post('/api/template', { kind: 'template', title: 'T', patientId: lab.ids.self });
    expect(wrong.status).toBe(400);
    const extra = await admin.post('/api/template', { kind: 'document', title: 'T', html: '<p>x</p>' });
    expect(extra.status).toBe(400);
  });

  it('saves with the version read; a stale save is a 409 and changes nothing; every change is audited', async () => {
    const doc = (await admin.post('/api/template', { kind: 'document', title: 'Draft', body: '<p>one</p>' })).body;
    const saved = await admin.put(`/api/template/${doc.id}`, { ...doc, body: '<p>two</p>' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, body: '<p>two</p>', title: 'Draft' });
    const stale = await admin.put(`/api/template/${doc.id}`, { version: 1, body: '<p>three</p>' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('This document was changed by someone else (version 2); reload it and apply your change again');
    expect((await admin.get(`/api/template/${doc.id}`)).body.body).toBe('<p>two</p>');
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'resource'])
      .where('record_id', '=', doc.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'create', resource: 'document' },
      { action: 'update', resource: 'document' },
    ]);
    const removed = await admin.delete(`/api/template/${doc.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/api/template/${doc.id}`)).status).toBe(404);
  });

  it('keeps documents when their template is deleted, and keeps a patient with documents from being deleted', async () => {
    const template = await newTemplate(admin, { title: 'Short-lived' });
    const patient = await createPatient(admin);
    const doc = (await admin.post('/api/template', { kind: 'document', templateId: template.id, patientId: patient.id })).body;
    expect((await admin.delete(`/api/template/${template.id}`)).status).toBe(200);
    expect((await admin.get(`/api/template/${doc.id}`)).body).toMatchObject({ templateId: null, body: '<p>Hi</p>' });
    const refused = await admin.delete(`/api/patient/${patient.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/document/);
  });

  it('stores pasted images (type and size checked) and serves them by key only', async () => {
    const res = await admin.request('POST', '/api/template/images', PNG);
    expect(res.status).toBe(415);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/template/images',
      headers: { host: 'docs.localhost', authorization: `Bearer ${lab.token}`, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(up.statusCode, up.body).toBe(201);
    const { url: imageUrl } = JSON.parse(up.body);
    expect(imageUrl).toMatch(/^\/api\/template\/images\/[A-Za-z0-9_-]{43}$/);
    const got = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.rawPayload, PNG)).toBe(0);
    const kept = await admin.post('/api/template', {
      kind: 'template',
      title: 'Logo',
      body: `<figure class="image"><img src="${imageUrl}" alt="logo"></figure>`,
    });
    expect(kept.body.body).toContain(imageUrl);

    const upload = (type: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/template/images',
        headers: { host: 'docs.localhost', authorization: `Bearer ${lab.token}`, 'content-type': type },
        payload,
      });
    const fake = await upload('image/png', Buffer.from('<svg onload="x()"></svg>'));
    expect(fake.statusCode).toBe(400);
    const tooBig = await upload('image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(JSON.parse(tooBig.body).error).toMatch(/^The image is 2\.0 MB; at most 2\.0 MB can be stored/);
    expect((await t.app.inject({ method: 'GET', url: `/api/template/images/${'a'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('keeps each organisation to its own documents', async () => {
    const mine = await newTemplate(admin, { title: 'Ours only' });
    const theirs = other.client;
    expect((await theirs.get(`/api/template/${mine.id}`)).status).toBe(404);
    expect((await theirs.put(`/api/template/${mine.id}`, { version: 1, title: 'Taken' })).status).toBe(404);
    expect((await theirs.delete(`/api/template/${mine.id}`)).status).toBe(404);
    const list = await theirs.get(`/api/template${listQuery({ range: [0, 99] })}`);
    expect(list.body.map((r: Json) => r.id)).not.toContain(mine.id);
    const patient = await createPatient(admin);
    const foreign = await theirs.post('/api/template', { kind: 'document', title: 'X', patientId: patient.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].field).toBe('patientId');
    const foreignTemplate = await theirs.post('/api/template', { kind: 'document', templateId: mine.id });
    expect(foreignTemplate.status).toBe(400);
    // The token of one organisation on another's host
    const crossHost = client(t.app, lab.token, 'elsewhere.localhost');
    expect((await crossHost.get('/api/template')).status).toBe(403);
  });

  it('guards templates with their own permissions: a writer of documents reads templates but cannot change them', async () => {
    const writer = await member(lab, 'docs', 'Letter writer', [
      'document.list',
      'document.show',
      'document.create',
      'document.edit',
      'documentTemplate.list',
      'documentTemplate.show',
      'patient.show',
    ]);
    const template = await newTemplate(admin, { title: 'Guarded' });
    expect((await writer.get(`/api/template/${template.id}`)).status).toBe(200);
    expect((await writer.put(`/api/template/${template.id}`, { version: 1, title: 'Changed' })).status).toBe(403);
    expect((await writer.delete(`/api/template/${template.id}`)).status).toBe(403);
    expect((await writer.post('/api/template', { kind: 'template', title: 'Mine' })).status).toBe(403);
    const doc = await writer.post('/api/template', { kind: 'document', templateId: template.id });
    expect(doc.status).toBe(201);
    expect((await writer.put(`/api/template/${doc.body.id}`, { version: 1, title: 'Mine now' })).status).toBe(200);
    expect((await writer.delete(`/api/template/${doc.body.id}`)).status).toBe(403);

    const templater = await member(lab, 'docs', 'Template keeper', [
      'documentTemplate.list',
      'documentTemplate.show',
      'documentTemplate.edit',
    ]);
    expect((await templater.get(`/api/template/${doc.body.id}`)).status).toBe(403);
    expect((await templater.put(`/api/template/${template.id}`, { version: 1, title: 'Kept' })).status).toBe(200);
    const listed = await templater.get(`/api/template${listQuery({ range: [0, 99] })}`);
    expect(new Set(listed.body.map((r: Json) => r.kind))).toEqual(new Set(['template']));
    expect((await templater.get(`/api/template${listQuery({ filter: { kind: 'document' } })}`)).status).toBe(403);

    const nobody = await member(lab, 'docs', 'Nobody here', []);
    expect((await nobody.get('/api/template')).status).toBe(403);
    expect((await nobody.get(`/api/template/${template.id}`)).status).toBe(403);
    expect((await nobody.post('/api/template', { kind: 'document', title: 'x' })).status).toBe(403);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/template/images',
      headers: { host: 'docs.localhost', authorization: `Bearer ${nobody.token}`, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(image.statusCode).toBe(403);
  });
});
