/**
 * E-mail templates (`/api/email/templates`, spec §3): every organisation starts with 'Default Welcome' under id 1;
 * templates are created, changed, duplicated and deleted with their placeholders checked, per organisation.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith } from './administration-helpers.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

const DEFAULT_WELCOME = {
  id: 1,
  templateName: 'Default Welcome',
  content: 'Dear [!fullname],\n\nWelcome to our service!',
  isDefault: true,
  isEditable: true,
  variables: ['fullname'],
  version: 1,
};

describe.each(databases)('e-mail templates on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  let B: Org;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'tpl-a');
    B = await createOrgWithAdmin(t.app, 'tpl-b');
  });
  afterAll(() => t?.close());

  const auditCount = async (orgId: string, action: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from audit_log
        where org_id = ${orgId} and resource = 'emailTemplate' and action = ${action}`.execute(t.app.ctx.db)
    ).rows[0].n;

  it("gives every organisation its own 'Default Welcome', id 1, default and editable", async () => {
    for (const org of [A, B]) {
      const list = await org.client.get('/api/email/templates');
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('emailTemplate 0-0/1');
      expect(list.body).toEqual([expect.objectContaining(DEFAULT_WELCOME)]);
      expect((await org.client.get('/api/email/templates/1')).body).toMatchObject(DEFAULT_WELCOME);
    }
  });

  it('creates a template, works out its placeholders, and refuses unknown ones and taken names', async () => {
    const created = await A.client.post('/api/email/templates', {
      templateName: 'Report ready',
      content: 'Hello [!fullname] ([!age], [!gender]). We will call [!phone] or write to [!email]. [!FULLNAME]',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: 2,
      isDefault: false,
      isEditable: true,
      variables: ['fullname', 'age', 'gender', 'phone', 'email'],
    });
    expect(await auditCount(A.org.id, 'create')).toBe(1);

    const unknown = await A.client.post('/api/email/templates', { templateName: 'Bad', content: 'Dear [!name], [!doctor]' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([
      { field: 'content', message: 'Unknown placeholder [!name], [!doctor]; use [!fullname], [!age], [!gender], [!phone], [!email]' },
    ]);
    const taken = await A.client.post('/api/email/templates', { templateName: 'report READY', content: 'x' });
    expect(taken).toMatchObject({ status: 409, body: { error: "Template 'report READY' already exists" } });
    const blank = await A.client.post('/api/email/templates', { templateName: '  ', content: 'x' });
    expect(blank).toMatchObject({ status: 400, body: { details: [{ field: 'templateName', message: 'Template name is required' }] } });
    const empty = await A.client.post('/api/email/templates', { templateName: 'Empty', content: '' });
    expect(empty.body.details).toEqual([{ field: 'content', message: 'Content is required' }]);
    // B names a template the same: names are per organisation; B's next id is its own.
    const inB = await B.client.post('/api/email/templates', { templateName: 'Report ready', content: 'x' });
    expect(inB).toMatchObject({ status: 201, body: { id: 2 } });
  });

  it('changes a template with the version read, and lets the built-in one be edited but not deleted', async () => {
    const welcome = (await A.client.get('/api/email/templates/1')).body;
    const edited = await A.client.put('/api/email/templates/1', { ...welcome, content: 'Hello [!fullname],\n\nWelcome to our service!' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: 1, version: 2, isDefault: true, content: 'Hello [!fullname],\n\nWelcome to our service!' });
    const stale = await A.client.put('/api/email/templates/1', { ...welcome, content: 'again' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else \(version 2\)/);
    const removed = await A.client.delete('/api/email/templates/1');
    expect(removed.status).toBe(409);
    expect(removed.body.error).toBe("Template 'Default Welcome' is built in; it cannot be deleted (change it instead)");
    expect((await B.client.get('/api/email/templates/1')).body.content).toBe(DEFAULT_WELCOME.content);
  });

  it('keeps a locked template from changing until it is made editable again', async () => {
    const created = (
      await A.client.post('/api/email/templates', { templateName: 'Locked', content: 'Dear [!fullname]', isEditable: false })
    ).body;
    const refused = await A.client.put(`/api/email/templates/${created.id}`, { version: 1, content: 'Changed' });
    expect(refused).toMatchObject({ status: 409, body: { error: "Template 'Locked' is locked; make it editable to change it" } });
    const unlocked = await A.client.put(`/api/email/templates/${created.id}`, { version: 1, content: 'Changed', isEditable: true });
    expect(unlocked.body).toMatchObject({ content: 'Changed', isEditable: true, variables: [], version: 2 });
  });

  it('duplicates a template under a new name and deletes it; ids are never reused', async () => {
    const copy = await A.client.post('/api/email/templates/1/duplicate', { newName: 'Welcome (Hindi)' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ templateName: 'Welcome (Hindi)', isDefault: false, isEditable: true, variables: ['fullname'] });
    expect((await A.client.post('/api/email/templates/1/duplicate', { newName: 'Default welcome' })).status).toBe(409);
    const removed = await A.client.delete(`/api/email/templates/${copy.body.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: copy.body.id } });
    expect((await A.client.get(`/api/email/templates/${copy.body.id}`)).status).toBe(404);
    const next = await A.client.post('/api/email/templates', { templateName: 'After delete', content: 'x' });
    expect(next.body.id).toBe(copy.body.id + 1);
    expect(await auditCount(A.org.id, 'delete')).toBe(1);
  });

  it("lists, searches and sorts; and never shows or changes another organisation's templates", async () => {
    const list = await A.client.get(`/api/email/templates${listQuery({ sort: ['templateName', 'ASC'], filter: { q: 'welcome' } })}`);
    expect(list.body.map((x: { templateName: string }) => x.templateName)).toEqual(['Default Welcome']);
    const ofA = (await A.client.get(`/api/email/templates${listQuery({ filter: { isDefault: false } })}`)).body;
    const onlyInA = ofA.find((x: { templateName: string }) => x.templateName === 'Locked');
    expect((await B.client.get(`/api/email/templates/${onlyInA.id}`)).status).toBe(404);
    expect((await B.client.put(`/api/email/templates/${onlyInA.id}`, { version: 2, content: 'hijack' })).status).toBe(404);
    expect((await B.client.delete(`/api/email/templates/${onlyInA.id}`)).status).toBe(404);
    expect((await A.client.get(`/api/email/templates/${onlyInA.id}`)).body.content).toBe('Changed');
    expect((await A.client.get('/api/email/templates/abc')).status).toBe(404);
  });

  it('guards every call with its permission', async () => {
    const reader = await memberWith(t.app, A.org, 'tpl-reader@tpl-a.lab', ['emailTemplate.list', 'emailTemplate.show']);
    expect((await reader.client.get('/api/email/templates')).status).toBe(200);
    expect((await reader.client.get('/api/email/templates/1')).status).toBe(200);
    expect((await reader.client.post('/api/email/templates', { templateName: 'No', content: 'x' })).status).toBe(403);
    expect((await reader.client.put('/api/email/templates/1', { version: 2, content: 'x' })).status).toBe(403);
    expect((await reader.client.post('/api/email/templates/1/duplicate', { newName: 'No' })).status).toBe(403);
    expect((await reader.client.delete('/api/email/templates/2')).status).toBe(403);
  });
});
