/**
 * Roles and permission templates: the seeded job roles, create / change / duplicate / delete with
 * reassignment, templates applied (replace, merge, a confirmed list), and who may give what.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { client, createOrgWithAdmin, databases, preparedDatabase, listQuery, startApp, testConfig, type TestApp } from './helpers.ts';
import { auditOf, idByName, memberWith, SOME_UUID } from './administration-helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;
const SEEDED = ['Accountant', 'Administrator', 'Courier', 'Front desk', 'Pathologist', 'Phlebotomist', 'Technician'];
const USER_MANAGEMENT = ['emp', 'role', 'pt', 'permission', 'resource', 'cc', 'dept'];

describe.each(databases)('roles and templates on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  const roleId = (name: string) => idByName(A.client, '/api/role', name);
  const role = async (name: string) => (await A.client.get(`/api/role/${await roleId(name)}`)).body;
  const rolesCount = async () => (await t.app.ctx.db.selectFrom('roles').select('id').where('org_id', '=', A.org.id).execute()).length;

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'roles');
  });
  afterAll(() => t?.close());

  describe('seeded roles and templates', () => {
    it('gives a new organisation the seven roles and the same seven templates', async () => {
      const roles = await A.client.get(`/api/role${listQuery({ range: [0, 99] })}`);
      expect(roles.status).toBe(200);
      expect(roles.headers['content-range']).toBe('role 0-6/7');
      expect(roles.body.map((r: { name: string }) => r.name)).toEqual(SEEDED);
      const templates = await A.client.get(`/api/pt${listQuery({ range: [0, 99] })}`);
      expect(templates.body.map((r: { name: string }) => r.name)).toEqual(SEEDED);
      for (const r of roles.body.filter((x: { isAdmin: boolean }) => !x.isAdmin)) {
        const tpl = templates.body.find((x: { name: string }) => x.name === r.name);
        expect(tpl.permissions, r.name).toEqual(r.permissions);
        expect(r.permissions.length, r.name).toBeGreaterThan(0);
        for (const p of r.permissions) {
          const dot = p.lastIndexOf('.');
          expect(t.app.ctx.permissions.has(p.slice(0, dot), p.slice(dot + 1)), `${r.name}: ${p}`).toBe(true);
        }
      }
    });

    it('makes Administrator the all-permissions role and its template every permission', async () => {
      const admin = await role('Administrator');
      expect(admin).toMatchObject({ name: 'Administrator', isAdmin: true, isSystem: true, userCount: 1 });
      const all = t.app.ctx.permissions
        .list()
        .flatMap((r) => r.actions.map((a) => `${r.resource}.${a}`))
        .sort();
      expect(admin.permissions).toEqual(all);
      const tpl = (await A.client.get(`/api/pt/${await idByName(A.client, '/api/pt', 'Administrator')}`)).body;
      expect(tpl.permissions).toEqual(all);
      for (const name of SEEDED.filter((n) => n !== 'Administrator')) expect((await role(name)).isAdmin, name).toBe(false);
    });

    it('gives each job what it needs and no user management', async () => {
      expect((await role('Phlebotomist')).permissions).toEqual([
        // packs the samples of their centre and hands them to the courier
        'courier.list',
        'courier.show',
        'labStats.sample-pipeline', // the waiting patients on the home screen
        'sample.collect',
        'sample.list',
        'sample.show',
        'sample.submit',
        'shipment.handover',
        'shipment.list',
        'shipment.pack',
        'shipment.show',
        // every member keeps and wears their own themes
        'theme.create',
        'theme.delete',
        'theme.edit',
        'theme.list',
        'theme.show',
      ]);
      for (const name of SEEDED.filter((n) => n !== 'Administrator')) {
        const held: string[] = (await role(name)).permissions;
        expect(
          held.filter((p) => USER_MANAGEMENT.includes(p.split('.')[0])),
          name,
        ).toEqual([]);
        expect(
          held.filter((p) => p.startsWith('cluster.') && !['cluster.list', 'cluster.show'].includes(p)),
          name,
        ).toEqual([]);
      }
      const pathologist: string[] = (await role('Pathologist')).permissions;
      expect(pathologist).toEqual(expect.arrayContaining(['result.verify-results', 'result.amend-results', 'analyte.edit']));
      expect((await role('Technician')).permissions).not.toContain('result.verify-results');
      expect((await role('Accountant')).permissions).toEqual(
        expect.arrayContaining(['visit.refund', 'visit.give-discount', 'expense.create']),
      );
      expect((await role('Front desk')).permissions).toEqual(
        expect.arrayContaining(['patient.create', 'visit.create', 'visit.give-discount']),
      );
      expect((await role('Front desk')).permissions).not.toContain('visit.refund');
    });

    it('filters roles by a permission they hold and sorts by holders', async () => {
      const verifiers = await A.client.get(`/api/role${listQuery({ filter: { permission: 'result.verify-results' } })}`);
      expect(verifiers.body.map((r: { name: string }) => r.name)).toEqual(['Pathologist']);
      const byUsers = await A.client.get(`/api/role${listQuery({ sort: ['userCount', 'DESC'], range: [0, 0] })}`);
      expect(byUsers.body[0].name).toBe('Administrator');
      expect((await A.client.get(`/api/role${listQuery({ sort: ['permission', 'ASC'] })}`)).status).toBe(400);
      expect((await A.client.get(`/api/role${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
    });
  });

  describe('roles', () => {
    it('creates a role with its permissions, audited', async () => {
      const res = await A.client.post('/api/role', {
        name: '  Lab manager ',
        description: 'Runs the lab',
        permissions: ['unit.list', 'patient.list', 'unit.list'],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'Lab manager',
        description: 'Runs the lab',
        isAdmin: false,
        isSystem: false,
        permissions: ['patient.list', 'unit.list'],
        userCount: 0,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const audit = await auditOf(t.app, A.org.id, 'role', res.body.id);
      expect(audit.map((a) => a.action)).toEqual(['create']);
      expect(audit[0].user_id).toBe(A.user.id);
    });

    it('refuses bad input with one detail per field and saves nothing', async () => {
      const before = await rolesCount();
      const blank = await A.client.post('/api/role', { name: '', permissions: ['not a permission'], colour: 'red' });
      expect(blank.status).toBe(400);
      expect(blank.body.details).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Name is required' },
          { field: 'colour', message: "Unknown field 'colour'" },
          { field: 'permissions.0', message: expect.stringMatching(/^Permissions, row 1/) },
        ]),
      );
      const unknown = await A.client.post('/api/role', { name: 'Ghost', permissions: ['patient.fly', 'unit.list'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        error: "Permission 'patient.fly' does not exist",
        details: [{ field: 'permissions', message: "Permission 'patient.fly' does not exist" }],
      });
      expect((await A.client.post('/api/role', { name: '   ' })).body.details).toEqual([{ field: 'name', message: 'Name is required' }]);
      const taken = await A.client.post('/api/role', { name: 'TECHNICIAN' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("Role 'TECHNICIAN' already exists");
      expect(await rolesCount()).toBe(before);
    });

    it('changes a role with the version it was read at, and refuses a stale one', async () => {
      const created = (await A.client.post('/api/role', { name: 'Runner', permissions: ['sample.list'] })).body;
      const changed = await A.client.put(`/api/role/${created.id}`, {
        ...created,
        permissions: ['sample.list', 'sample.show'],
        description: 'Carries samples',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ version: 2, permissions: ['sample.list', 'sample.show'], description: 'Carries samples' });
      const stale = await A.client.put(`/api/role/${created.id}`, { version: 1, name: 'Runner 2' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/changed by someone else \(version 2\); reload it/);
      expect((await A.client.put(`/api/role/${created.id}`, { name: 'Runner 2' })).status).toBe(400);
      expect((await A.client.put(`/api/role/${created.id}`, { version: 2, name: 'Phlebotomist' })).status).toBe(409);
      expect((await A.client.put(`/api/role/${SOME_UUID}`, { version: 1 })).status).toBe(404);
      expect((await A.client.get('/api/role/not-a-uuid')).status).toBe(404);
    });

    it('duplicates a role with its permissions; a taken name is a 409', async () => {
      const source = await role('Technician');
      const copy = await A.client.post(`/api/role/${source.id}/duplicate`, { newName: 'Senior technician' });
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({
        name: 'Senior technician',
        isSystem: false,
        isAdmin: false,
        permissions: source.permissions,
        userCount: 0,
      });
      expect(copy.body.id).not.toBe(source.id);
      expect((await auditOf(t.app, A.org.id, 'role', copy.body.id)).map((a) => a.action)).toEqual(['duplicate']);
      const taken = await A.client.post(`/api/role/${source.id}/duplicate`, { newName: 'senior TECHNICIAN' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("Role 'senior TECHNICIAN' already exists");
      expect((await A.client.post(`/api/role/${source.id}/duplicate`, { newName: '' })).status).toBe(400);
      expect((await A.client.post(`/api/role/${source.id}/duplicate`, {})).body.details).toEqual([
        { field: 'newName', message: 'New name is required' },
      ]);
      expect((await A.client.post(`/api/role/${SOME_UUID}/duplicate`, { newName: 'Nobody' })).status).toBe(404);
    });

    it('keeps the Administrator role: not deleted, renamed or stripped of every permission', async () => {
      const admin = await role('Administrator');
      const del = await A.client.delete(`/api/role/${admin.id}`);
      expect(del.status).toBe(409);
      expect(del.body.error).toBe('The Administrator role cannot be deleted');
      expect((await A.client.put(`/api/role/${admin.id}`, { version: admin.version, isAdmin: false })).body.error).toBe(
        'The Administrator role always holds every permission',
      );
      expect((await A.client.put(`/api/role/${admin.id}`, { version: admin.version, name: 'Boss' })).body.error).toBe(
        'The Administrator role cannot be renamed',
      );
      const described = await A.client.put(`/api/role/${admin.id}`, { ...admin, description: 'Runs everything' });
      expect(described.status).toBe(200);
      expect(described.body).toMatchObject({ isAdmin: true, description: 'Runs everything' });
    });
  });

  describe('deleting a role held by users', () => {
    it('refuses without a role to move them to, saying how many hold it', async () => {
      const temp = (await A.client.post('/api/role', { name: 'Temp', permissions: ['unit.list'] })).body;
      for (const n of [1, 2]) {
        const emp = await A.client.post('/api/emp', { firstName: `Temp ${n}`, email: `temp${n}@roles.lab`, roleIds: [temp.id] });
        expect(emp.status, JSON.stringify(emp.body)).toBe(201);
      }
      const refused = await A.client.delete(`/api/role/${temp.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("Role 'Temp' is held by 2 users; choose the role they move to, then delete it");
      expect(refused.body.details).toEqual([{ field: 'reassignTo', message: 'Choose the role the 2 users move to', userCount: 2 }]);
      expect((await A.client.get(`/api/role/${temp.id}`)).body.userCount).toBe(2);

      expect((await A.client.delete(`/api/role/${temp.id}`, { reassignTo: SOME_UUID })).body.details).toEqual([
        { field: 'reassignTo', message: 'The role to move the users to does not exist' },
      ]);
      expect((await A.client.delete(`/api/role/${temp.id}`, { reassignTo: temp.id })).status).toBe(400);
      expect((await A.client.delete(`/api/role/${temp.id}`, { moveTo: temp.id })).status).toBe(400);
      expect((await A.client.get(`/api/role/${temp.id}`)).status).toBe(200);
    });

    it('moves the holders to the chosen role, then deletes it', async () => {
      const temp = await role('Temp');
      const frontDesk = await role('Front desk');
      const res = await A.client.delete(`/api/role/${temp.id}`, { reassignTo: frontDesk.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: temp.id, name: 'Temp', reassigned: 2 });
      expect((await A.client.get(`/api/role/${temp.id}`)).status).toBe(404);
      const moved = await A.client.get(`/api/emp${listQuery({ filter: { roleId: frontDesk.id, q: 'temp' } })}`);
      expect(moved.body.map((e: { roles: string[] }) => e.roles)).toEqual([['Front desk'], ['Front desk']]);
      const audit = await auditOf(t.app, A.org.id, 'role', temp.id);
      expect(audit.at(-1)).toMatchObject({ action: 'delete', after: null });
      expect(await auditOf(t.app, A.org.id, 'emp', moved.body[0].id)).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'reassign-role' })]),
      );
    });

    it('deletes a role nobody holds straight away', async () => {
      const lone = (await A.client.post('/api/role', { name: 'Lonely' })).body;
      expect((await A.client.delete(`/api/role/${lone.id}`)).status).toBe(200);
      expect((await A.client.delete(`/api/role/${lone.id}`)).status).toBe(404);
    });
  });

  describe('permission templates', () => {
    it('creates, changes, duplicates and deletes a template', async () => {
      const created = await A.client.post('/api/pt', { name: 'Reception basics', permissions: ['patient.show', 'patient.list'] });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Reception basics',
        description: null,
        permissions: ['patient.list', 'patient.show'],
        isSystem: false,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const changed = await A.client.put(`/api/pt/${created.body.id}`, { ...created.body, permissions: ['patient.list'] });
      expect(changed.body).toMatchObject({ version: 2, permissions: ['patient.list'] });
      expect((await A.client.put(`/api/pt/${created.body.id}`, { version: 1, name: 'x' })).status).toBe(409);
      expect((await A.client.put(`/api/pt/${created.body.id}`, { version: 2, permissions: ['patient.fly'] })).status).toBe(400);

      const copy = await A.client.post(`/api/pt/${created.body.id}/duplicate`, { newName: 'Reception copy' });
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: 'Reception copy', permissions: ['patient.list'], isSystem: false });
      const taken = await A.client.post(`/api/pt/${created.body.id}/duplicate`, { newName: 'reception COPY' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("Template 'reception COPY' already exists");
      expect((await A.client.post('/api/pt', { name: 'Phlebotomist' })).status).toBe(409);

      expect((await A.client.delete(`/api/pt/${copy.body.id}`)).status).toBe(200);
      expect((await A.client.get(`/api/pt/${copy.body.id}`)).status).toBe(404);
      expect((await auditOf(t.app, A.org.id, 'pt', copy.body.id)).map((a) => a.action)).toEqual(['duplicate', 'delete']);
    });
  });

  describe('applying a template to a role', () => {
    let target: { id: string; version: number };
    let template: { id: string };
    beforeAll(async () => {
      target = (await A.client.post('/api/role', { name: 'Apply target', permissions: ['unit.list', 'patient.list'] })).body;
      template = (await A.client.post('/api/pt', { name: 'Apply source', permissions: ['patient.list', 'patient.show', 'visit.list'] }))
        .body;
    });
    const apply = (body: Record<string, unknown>) =>
      A.client.post(`/api/role/${target.id}/apply-template`, { templateId: template.id, ...body });
    const held = async () => (await A.client.get(`/api/role/${target.id}`)).body.permissions;

    it('answers the diff of a dry run and saves nothing', async () => {
      const res = await apply({ permissions: 'replace', dryRun: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ added: ['patient.show', 'visit.list'], removed: ['unit.list'], dryRun: true });
      expect(res.body.role.permissions).toEqual(['patient.list', 'patient.show', 'visit.list']);
      expect(await held()).toEqual(['patient.list', 'unit.list']);
    });

    it("merges: the role keeps its permissions and gains the template's", async () => {
      const res = await apply({ permissions: 'merge' });
      expect(res.body).toMatchObject({ added: ['patient.show', 'visit.list'], removed: [], dryRun: false });
      expect(await held()).toEqual(['patient.list', 'patient.show', 'unit.list', 'visit.list']);
      expect(res.body.role.version).toBe(target.version + 1);
    });

    it("replaces: the role holds exactly the template's permissions", async () => {
      const res = await apply({ permissions: 'replace' });
      expect(res.body).toMatchObject({ added: [], removed: ['unit.list'] });
      expect(await held()).toEqual(['patient.list', 'patient.show', 'visit.list']);
      const audit = await auditOf(t.app, A.org.id, 'role', target.id);
      expect(audit.filter((a) => a.action === 'apply-template')).toHaveLength(2);
      expect(audit.at(-1)!.after).toMatchObject({ template: { id: template.id, name: 'Apply source', mode: 'replace' } });
    });

    it('takes the exact list the administrator confirmed, within role and template', async () => {
      const stray = await apply({ permissions: ['patient.list', 'unit.delete'] });
      expect(stray.status).toBe(400);
      expect(stray.body.details).toEqual([
        { field: 'permissions', message: "Permission 'unit.delete' is neither in the role nor in the template" },
      ]);
      const res = await apply({ permissions: ['patient.list', 'visit.list'] });
      expect(res.body).toMatchObject({ added: [], removed: ['patient.show'] });
      expect(await held()).toEqual(['patient.list', 'visit.list']);
    });

    it('refuses a bad mode, an unknown template, a stale version and an all-permissions role', async () => {
      expect((await apply({ permissions: 'swap' })).body.details).toEqual([
        { field: 'permissions', message: "Permissions must be 'replace', 'merge', or the list of permissions the role should hold" },
      ]);
      expect((await apply({ permissions: 'merge', templateId: SOME_UUID })).body.details).toEqual([
        { field: 'templateId', message: 'The template does not exist' },
      ]);
      expect((await apply({ permissions: 'merge', version: 1 })).status).toBe(409);
      expect((await A.client.post(`/api/role/${target.id}/apply-template`, { permissions: 'merge' })).status).toBe(400);
      const admin = await role('Administrator');
      const res = await A.client.post(`/api/role/${admin.id}/apply-template`, { templateId: template.id, permissions: 'replace' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Role 'Administrator' holds every permission; a template cannot change it");
      expect(await held()).toEqual(['patient.list', 'visit.list']);
    });
  });

  describe('who may give what', () => {
    it('lets a role editor give only the permissions they hold themselves', async () => {
      const editor = await memberWith(t.app, A.org, 'editor@roles.lab', [
        'role.list',
        'role.show',
        'role.create',
        'role.edit',
        'pt.list',
        'patient.list',
      ]);
      const mine = await editor.client.post('/api/role', { name: 'Editor made', permissions: ['patient.list'] });
      expect(mine.status).toBe(201);
      const more = await editor.client.post('/api/role', { name: 'Too much', permissions: ['patient.list', 'patient.delete'] });
      expect(more.status).toBe(403);
      expect(more.body.error).toBe('You can only give permissions you hold yourself; you do not hold patient.delete');
      expect((await editor.client.post('/api/role', { name: 'Boss', isAdmin: true })).body.error).toBe(
        'Only an administrator can create an all-permissions role',
      );
      const admin = await role('Administrator');
      expect((await editor.client.post(`/api/role/${admin.id}/duplicate`, { newName: 'Shadow admin' })).status).toBe(403);
      expect((await editor.client.put(`/api/role/${editor.roleId}`, { version: 1, permissions: ['role.list', 'emp.edit'] })).status).toBe(
        403,
      );
      const reception = await idByName(A.client, '/api/pt', 'Front desk');
      expect(
        (await editor.client.post(`/api/role/${mine.body.id}/apply-template`, { templateId: reception, permissions: 'merge' })).status,
      ).toBe(403);
      expect((await editor.client.put(`/api/role/${mine.body.id}`, { version: 1, permissions: [] })).status).toBe(200);
    });
  });
});

describe.each(databases)('organisations created before user management on $name', ({ url }) => {
  it('get the seeded roles, templates and main node at the next start, once', async () => {
    const database = await preparedDatabase(url);
    const config = testConfig();
    try {
      const first = await buildApp({ config, database, logger: false });
      await first.ready();
      const old = await createOrgWithAdmin(first, 'old-lab');
      // what an organisation of the foundation had: the Administrator role and nothing of this module
      await sql`delete from permission_templates where org_id = ${old.org.id}`.execute(first.ctx.db);
      await sql`delete from nodes where org_id = ${old.org.id}`.execute(first.ctx.db);
      await sql`delete from roles where org_id = ${old.org.id} and not is_admin`.execute(first.ctx.db);
      await first.close();

      const second = await buildApp({ config, database, logger: false });
      await second.ready();
      const c = client(second, old.token, 'old-lab.localhost');
      expect((await c.get('/api/role?range=[0,99]')).body.map((r: { name: string }) => r.name)).toEqual(SEEDED);
      expect((await c.get('/api/pt?range=[0,99]')).body.map((r: { name: string }) => r.name)).toEqual(SEEDED);
      expect((await c.get('/api/cluster')).body.map((n: { code: string }) => n.code)).toEqual(['MAIN']);
      await c.delete(`/api/pt/${(await c.get('/api/pt?range=[0,0]')).body[0].id}`);
      await second.close();

      const third = await buildApp({ config, database, logger: false });
      await third.ready();
      expect((await client(third, old.token, 'old-lab.localhost').get('/api/pt?range=[0,99]')).body).toHaveLength(SEEDED.length - 1);
      await third.close();
    } finally {
      await database.close();
    }
    // Builds the app three times on one database: a minute of work on a loaded two-core machine.
  }, 180_000);
});
