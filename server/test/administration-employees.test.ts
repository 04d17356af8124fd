/**
 * Employees: added with a one-time password that must be changed at first sign-in, linked to roles,
 * a department and nodes, deactivated (their token stops at once), and matched by e-mail in Clerk mode.
 */
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';
import { auditOf, idByName, memberWith, PASSWORD, signIn, SOME_UUID } from './administration-helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;
const CHANGE_FIRST = 'Change your password before you continue';

describe.each(databases)('employees on $name', ({ url }) => {
  let t: TestApp;
  let A: Org;
  const roleId = (name: string) => idByName(A.client, '/api/role', name);
  const as = (token: string) => client(t.app, token, 'emp.localhost');

  beforeAll(async () => {
    t = await startApp(url);
    A = await createOrgWithAdmin(t.app, 'emp');
  });
  afterAll(() => t?.close());

  describe('adding an employee', () => {
    it('answers the generated one-time password once, and the record without it', async () => {
      const lab = await idByName(A.client, '/api/dept', 'Laboratory');
      const main = await idByName(A.client, '/api/cluster', 'Main laboratory');
      const res = await A.client.post('/api/emp', {
        firstName: ' Tara ',
        lastName: 'Tech',
        email: 'tara@emp.lab',
        phone: '+91 98765 43210',
        roleIds: [await roleId('Technician')],
        departmentId: lab,
        nodeIds: [main],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        firstName: 'Tara',
        lastName: 'Tech',
        name: 'Tara Tech',
        email: 'tara@emp.lab',
        phone: '+91 98765 43210',
        departmentId: lab,
        roleIds: [await roleId('Technician')],
        roles: ['Technician'],
        nodeIds: [main],
        isAdmin: false,
        isActive: true,
        mustChangePassword: true,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        existingAccount: false,
        temporaryPassword: expect.stringMatching(/^.{10,}$/),
      });
      const again = await A.client.get(`/api/emp/${res.body.id}`);
      expect(again.body.temporaryPassword).toBeUndefined();
      const audit = await auditOf(t.app, A.org.id, 'emp', res.body.id);
      expect(audit.map((a) => a.action)).toEqual(['create']);
      expect(JSON.stringify(audit)).not.toContain(res.body.temporaryPassword);
    });

    it('takes a one-time password the administrator chose, under the same rules', async () => {
      const short = await A.client.post('/api/emp', { firstName: 'Sam', email: 'sam@emp.lab', password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.details).toEqual([{ field: 'password', message: 'One-time password must be at least 10 characters' }]);
      const same = await A.client.post('/api/emp', { firstName: 'Sam', email: 'sam@emp.lab', password: 'SAM@emp.lab' });
      expect(same.body.details).toEqual([{ field: 'password', message: 'One-time password must not be your e-mail address' }]);
      const ok = await A.client.post('/api/emp', { firstName: 'Sam', email: 'sam@emp.lab', password: 'welcome-to-the-lab' });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ mustChangePassword: true, existingAccount: false, roleIds: [], nodeIds: [], departmentId: null });
      expect(ok.body.temporaryPassword).toBeUndefined();
      expect((await signIn(t.app, 'sam@emp.lab', 'welcome-to-the-lab')).body.mustChangePassword).toBe(true);
    });

    it('refuses bad input with one detail per field and saves nothing', async () => {
      const count = async () => (await A.client.get('/api/emp')).headers['content-range'];
      const before = await count();
      const res = await A.client.post('/api/emp', { email: 'not-an-email', phone: 'call me', roleIds: ['x'], nick: 'T' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'firstName', 'nick', 'phone', 'roleIds.0']);
      const links = await A.client.post('/api/emp', {
        firstName: 'Lin',
        email: 'lin@emp.lab',
        roleIds: [SOME_UUID],
        departmentId: SOME_UUID,
        nodeIds: [SOME_UUID],
      });
      expect(links.status).toBe(400);
      expect(links.body.details).toEqual([
        { field: 'roleIds', message: 'One of the chosen roles does not exist' },
        { field: 'departmentId', message: 'The chosen department does not exist' },
        { field: 'nodeIds', message: 'One of the chosen nodes does not exist' },
      ]);
      const taken = await A.client.post('/api/emp', { firstName: 'Tara', email: 'TARA@emp.lab' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe("An employee with e-mail 'TARA@emp.lab' already exists");
      expect(await count()).toBe(before);
      expect(await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'lin@emp.lab').execute()).toEqual([]);
    });

    it('adds someone who already has an account elsewhere with the password they have', async () => {
      const other = await createOrgWithAdmin(t.app, 'emp-other');
      const withPassword = await A.client.post('/api/emp', { firstName: 'Ada', email: other.email, password: 'another-password' });
      expect(withPassword.status).toBe(409);
      const res = await A.client.post('/api/emp', { firstName: 'Someone', email: other.email, roleIds: [await roleId('Accountant')] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: other.user.id,
        firstName: 'Ada',
        existingAccount: true,
        mustChangePassword: false,
        roles: ['Accountant'],
      });
      expect(res.body.temporaryPassword).toBeUndefined();
      const renamed = await A.client.put(`/api/emp/${other.user.id}`, { version: 1, firstName: 'Eve' });
      expect(renamed.status).toBe(409);
      expect(renamed.body.error).toMatch(/also works for another organisation on LabDesk; their name and e-mail cannot be changed here$/);
      expect((await A.client.put(`/api/emp/${other.user.id}`, { version: 1, phone: '+44 20 7946 0000' })).status).toBe(200);
      expect((await A.client.post(`/api/emp/${other.user.id}/reset-password`, {})).status).toBe(409);
    });
  });

  describe('first sign-in with a one-time password', () => {
    let email: string;
    let temporary: string;
    let token: string;
    beforeAll(async () => {
      const res = await A.client.post('/api/emp', {
        firstName: 'Phil',
        lastName: 'Bottom',
        email: 'phil@emp.lab',
        roleIds: [await roleId('Phlebotomist')],
      });
      email = res.body.email;
      temporary = res.body.temporaryPassword;
    });

    it('signs in with mustChangePassword, sees itself, and nothing else until the password is changed', async () => {
      const res = await signIn(t.app, email, temporary, 'emp.localhost');
      expect(res.status).toBe(200);
      expect(res.body.mustChangePassword).toBe(true);
      token = res.body.token;
      const me = await as(token).get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ mustChangePassword: true, roles: ['Phlebotomist'] });
      for (const path of ['/api/masters/unit', '/api/emp', '/api/generic/dropdown?tableName=gender', '/api/ui/get-forms-config']) {
        const refused = await as(token).get(path);
        expect(refused.status, path).toBe(403);
        expect(refused.body.error, path).toBe(CHANGE_FIRST);
      }
      expect((await client(t.app, undefined, 'emp.localhost').get('/api/auth/config')).status).toBe(200);
    });

    it('refuses a wrong current password and a new one that breaks the rules (400), changing nothing', async () => {
      const wrong = await as(token).post('/api/auth/change-password', {
        currentPassword: 'not it at all',
        newPassword: 'a-brand-new-secret',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        error: 'Your current password is not correct',
        details: [{ field: 'currentPassword', message: 'Your current password is not correct' }],
      });
      const cases: [string, string][] = [
        ['short', 'New password must be at least 10 characters'],
        [temporary, 'New password must differ from the current one'],
        [email.toUpperCase(), 'New password must not be your e-mail address'],
      ];
      for (const [newPassword, message] of cases) {
        const res = await as(token).post('/api/auth/change-password', { currentPassword: temporary, newPassword });
        expect(res.status, newPassword).toBe(400);
        expect(res.body.details, newPassword).toContainEqual({ field: 'newPassword', message });
      }
      expect((await as(token).post('/api/auth/change-password', { currentPassword: temporary })).status).toBe(400);
      expect((await as(token).get('/api/auth/me')).body.mustChangePassword).toBe(true);
    });

    it('after the change: the flag is gone, the routes open, the new password signs in and the old does not', async () => {
      const res = await as(token).post('/api/auth/change-password', { currentPassword: temporary, newPassword: 'phlebotomy-rocks-42' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ mustChangePassword: false });
      expect((await as(token).get('/api/auth/me')).body.mustChangePassword).toBe(false);
      expect((await as(token).get('/api/generic/dropdown?tableName=gender')).status).toBe(200);
      // what a phlebotomist may not do is still refused, now for lack of permission
      const users = await as(token).get('/api/emp');
      expect(users.status).toBe(403);
      expect(users.body.error).toBe('You do not have permission to list emp');
      const fresh = await signIn(t.app, email, 'phlebotomy-rocks-42');
      expect(fresh.status).toBe(200);
      expect(fresh.body.mustChangePassword).toBe(false);
      expect((await signIn(t.app, email, temporary)).status).toBe(401);
      const id = (await as(token).get('/api/auth/me')).body.user.id;
      expect((await auditOf(t.app, A.org.id, 'emp', id)).map((a) => a.action)).toEqual(['create', 'change-password']);
    });

    it('lets an administrator reset a forgotten password to a new one-time one', async () => {
      const id = await idByName(A.client, '/api/emp', 'Phil Bottom');
      const res = await A.client.post(`/api/emp/${id}/reset-password`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ id, mustChangePassword: true, temporaryPassword: expect.any(String) });
      const signed = await signIn(t.app, email, res.body.temporaryPassword);
      expect(signed.body.mustChangePassword).toBe(true);
      expect((await as(signed.body.token).get('/api/masters/unit')).body.error).toBe(CHANGE_FIRST);
      expect((await A.client.post(`/api/emp/${id}/reset-password`, { password: 'x' })).status).toBe(400);
    });
  });

  describe('deactivation', () => {
    it("stops the employee's token at once (401) and their sign-in; reactivation restores both", async () => {
      const member = await memberWith(t.app, A.org, 'leaver@emp.lab', ['unit.list']);
      expect((await member.client.get('/api/masters/unit')).status).toBe(200);
      const record = (await A.client.get(`/api/emp/${member.id}`)).body;
      const off = await A.client.put(`/api/emp/${member.id}`, { ...record, isActive: false });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body).toMatchObject({ isActive: false, version: 2 });
      const refused = await member.client.get('/api/masters/unit');
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe('Your account is no longer active in this organisation');
      expect((await member.client.get('/api/auth/me')).status).toBe(401);
      expect((await signIn(t.app, member.email, PASSWORD)).status).toBe(403);
      expect((await A.client.get(`/api/emp${listQuery({ filter: { isActive: false } })}`)).body.map((e: { id: string }) => e.id)).toContain(
        member.id,
      );
      expect((await A.client.put(`/api/emp/${member.id}`, { version: 2, isActive: true })).status).toBe(200);
      expect((await member.client.get('/api/masters/unit')).status).toBe(200);
    });

    it('refuses to deactivate yourself or the last administrator, and a stale version', async () => {
      const me = (await A.client.get(`/api/emp/${A.user.id}`)).body;
      const [accountant, frontDesk, administrator] = [
        await roleId('Accountant'),
        await roleId('Front desk'),
        await roleId('Administrator'),
      ];
      const self = await A.client.put(`/api/emp/${A.user.id}`, { version: me.version, isActive: false });
      expect(self.status).toBe(409);
      expect(self.body.error).toBe('You cannot deactivate your own account; ask another administrator');
      const other = await memberWith(t.app, A.org, 'second-admin@emp.lab', [], true);
      const demote = await other.client.put(`/api/emp/${A.user.id}`, { version: me.version, roleIds: [accountant] });
      expect(demote.status, JSON.stringify(demote.body)).toBe(200);
      const last = await A.client.put(`/api/emp/${A.user.id}`, { version: demote.body.version, roleIds: [] });
      expect(last.status).toBe(403);
      const lastAdmin = await other.client.put(`/api/emp/${other.id}`, { version: 1, roleIds: [frontDesk] });
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.body.error).toBe(
        'This would leave the organisation without an active administrator; make someone else an administrator first',
      );
      const restore = await other.client.put(`/api/emp/${A.user.id}`, { version: demote.body.version, roleIds: [administrator] });
      expect(restore.status).toBe(200);
      expect((await A.client.put(`/api/emp/${A.user.id}`, { version: 1, phone: '+1 555 0100' })).status).toBe(409);
    });

    it("keeps administrators' accounts and the Administrator role to administrators", async () => {
      const hr = await memberWith(t.app, A.org, 'hr@emp.lab', [
        'emp.list',
        'emp.show',
        'emp.create',
        'emp.edit',
        'emp.reset-password',
        'sample.list',
      ]);
      const admin = (await A.client.get(`/api/emp/${A.user.id}`)).body;
      expect((await hr.client.put(`/api/emp/${A.user.id}`, { version: admin.version, isActive: false })).body.error).toBe(
        "Only an administrator can change an administrator's account",
      );
      expect((await hr.client.post(`/api/emp/${A.user.id}/reset-password`, {})).status).toBe(403);
      expect(
        (await hr.client.post('/api/emp', { firstName: 'Boss', email: 'boss@emp.lab', roleIds: [await roleId('Administrator')] })).body
          .error,
      ).toBe('Only an administrator can give an all-permissions role');
      const tech = await hr.client.post('/api/emp', { firstName: 'T', email: 'tech2@emp.lab', roleIds: [await roleId('Technician')] });
      expect(tech.status).toBe(403);
      expect(tech.body.error).toMatch(/^You can only give permissions you hold yourself; you do not hold /);
      expect((await hr.client.post('/api/emp', { firstName: 'P', email: 'p2@emp.lab', roleIds: [] })).status).toBe(201);
    });
  });

  describe('lists and nodes', () => {
    it("lists only this organisation's members, searchable and filterable", async () => {
      const list = await A.client.get(`/api/emp${listQuery({ range: [0, 99] })}`);
      const members = await t.app.ctx.db.selectFrom('memberships').select('user_id').where('org_id', '=', A.org.id).execute();
      expect(list.body.map((e: { id: string }) => e.id).sort()).toEqual(members.map((m) => m.user_id).sort());
      const tara = await A.client.get(`/api/emp${listQuery({ filter: { q: 'tara tech' } })}`);
      expect(tara.body.map((e: { email: string }) => e.email)).toEqual(['tara@emp.lab']);
      const lab = await idByName(A.client, '/api/dept', 'Laboratory');
      expect(
        (await A.client.get(`/api/emp${listQuery({ filter: { departmentId: lab } })}`)).body.map((e: { email: string }) => e.email),
      ).toEqual(['tara@emp.lab']);
      const sorted = await A.client.get(`/api/emp${listQuery({ sort: ['email', 'DESC'], range: [0, 1] })}`);
      expect(sorted.headers['content-range']).toMatch(/^emp 0-1\/\d+$/);
      expect((await A.client.get(`/api/emp${listQuery({ sort: ['roleId', 'ASC'] })}`)).status).toBe(400);
    });

    it('gives /api/auth/me the nodes the employee works at; moving them changes it at once', async () => {
      const main = await idByName(A.client, '/api/cluster', 'Main laboratory');
      const branch = (await A.client.post('/api/cluster', [{ code: 'BR1', name: 'Branch one', type: 'branch', parentId: main }])).body;
      const member = await memberWith(t.app, A.org, 'scoped@emp.lab', []);
      expect((await member.client.get('/api/auth/me')).body.nodeIds).toEqual([]);
      const put = await A.client.put(`/api/emp/${member.id}`, { version: 1, nodeIds: [branch.id, main] });
      expect(put.body.nodeIds.sort()).toEqual([branch.id, main].sort());
      expect((await member.client.get('/api/auth/me')).body.nodeIds.sort()).toEqual([branch.id, main].sort());
      expect((await A.client.get(`/api/emp${listQuery({ filter: { nodeId: branch.id } })}`)).body.map((e: { id: string }) => e.id)).toEqual(
        [member.id],
      );
      const refused = await A.client.delete(`/api/cluster/${branch.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("Node 'Branch one' is where 1 employee works; change their nodes first, or deactivate the node");
    });

    it('refuses to delete a department employees belong to', async () => {
      const lab = await idByName(A.client, '/api/dept', 'Laboratory');
      const res = await A.client.delete(`/api/dept/${lab}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Department 'Laboratory' is used by 1 employee");
    });
  });
});

describe.each(databases)('employees in Clerk mode on $name', ({ url }) => {
  let t: TestApp;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    t = await startApp(url, { CLERK_JWT_KEY: await exportSPKI(pair.publicKey), CLERK_TELEMETRY_DISABLED: '1' });
  });
  afterAll(() => t?.close());

  const session = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_test', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
      .setIssuer('https://clerk.example.test')
      .sign(privateKey);

  it('adds an employee without a password, matched by e-mail at their first Clerk sign-in', async () => {
    const org = { id: 'org_lab', slg: 'clerklab' };
    const admin = client(
      t.app,
      await session({ sub: 'user_admin', email: 'boss@clerk.lab', o: { ...org, rol: 'org:admin' } }),
      'clerklab.localhost',
    );
    expect((await admin.get('/api/auth/me')).body.isAdmin).toBe(true);
    expect((await admin.post('/api/emp', { firstName: 'Pat', email: 'pat@clerk.lab', password: 'some-long-password' })).status).toBe(400);
    const roles = (await admin.get('/api/role?range=[0,99]')).body;
    const phlebotomist = roles.find((r: { name: string }) => r.name === 'Phlebotomist').id;
    const created = await admin.post('/api/emp', { firstName: 'Pat', email: 'Pat@Clerk.lab', roleIds: [phlebotomist] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ mustChangePassword: false, existingAccount: false });
    expect(created.body.temporaryPassword).toBeUndefined();

    const pat = client(
      t.app,
      await session({ sub: 'user_pat', email: 'pat@clerk.lab', o: { ...org, rol: 'org:member' } }),
      'clerklab.localhost',
    );
    const me = await pat.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { id: created.body.id }, roles: ['Phlebotomist'], mustChangePassword: false });
    expect((await pat.get('/api/emp')).status).toBe(403);
    expect((await pat.post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' })).status).toBe(400);
    expect((await admin.post(`/api/emp/${created.body.id}/reset-password`, {})).status).toBe(409);
  });
});
