/** Local sign-in, tokens, the organisation of a request, and the sign-in rate limit. */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens.ts';
import { adminDb } from '../src/db/administration-types.ts';
import { ADMIN_ROLE } from '../src/services/organization-service.ts';
import { client, createOrgWithAdmin, databases, PASSWORD, startApp, type TestApp } from './helpers.ts';

const WRONG = 'Invalid e-mail or password';
let ipCounter = 0;
/** A fresh client address per call site, so the per-IP limit of one test does not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(databases)('auth on $name', ({ url }) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createOrgWithAdmin>>;
  let b: Awaited<ReturnType<typeof createOrgWithAdmin>>;

  beforeAll(async () => {
    t = await startApp(url);
    a = await createOrgWithAdmin(t.app, 'a');
    b = await createOrgWithAdmin(t.app, 'b');
  });
  afterAll(() => t?.close());

  async function signIn(email: string, password: string, opts: { ip?: string; host?: string } = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: opts.ip ?? freshIp(),
      headers: { host: opts.host ?? 'localhost' },
      payload: { email, password },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const me = (token: string | undefined, host = 'localhost') => client(t.app, token, host).get('/api/auth/me');

  it('signs in with e-mail and password', async () => {
    const res = await signIn(a.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      user: { id: a.user.id, email: a.email, firstName: 'Ada', lastName: 'a' },
      organizations: [{ id: a.org.id, slug: 'a', name: 'a laboratory' }],
      mustChangePassword: false,
    });
    const who = await me(res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user.id).toBe(a.user.id);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn(a.email, 'not the password');
    const unknown = await signIn('nobody@a.lab', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: 401, error: WRONG, title: WRONG, details: [] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('reads the e-mail case-insensitively and without surrounding spaces', async () => {
    const res = await signIn('  ADMIN@A.Lab ', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(a.user.id);
  });

  it('refuses a malformed sign-in body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: freshIp(), payload: { email: a.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'password', message: 'Password is required' });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: freshIp(),
      payload: { email: a.email, password: PASSWORD, org: 'b' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers /api/auth/me with user, organisations, organisation, roles and permissions', async () => {
    const res = await me(a.token, 'a.localhost');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: a.user.id, email: a.email, firstName: 'Ada', lastName: 'a' },
      organizations: [{ id: a.org.id, slug: 'a', name: 'a laboratory' }],
      organization: { id: a.org.id, slug: 'a', name: 'a laboratory' },
      roles: [ADMIN_ROLE],
      permissions: expect.any(Array),
      isAdmin: true,
      mustChangePassword: false,
      nodeIds: [],
    });
  });

  it('refuses an expired token with 401', async () => {
    const expired = await t.app.ctx.tokens.sign({ userId: a.user.id, orgId: a.org.id }, -10);
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, error: expect.stringMatching(/expired/) });
    const shortLived = new TokenService(t.app.ctx.config.jwtSecret, 1);
    const token = await shortLived.sign({ userId: a.user.id, orgId: a.org.id });
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a forged or tampered token with 401', async () => {
    const otherSecret = new TokenService('another secret that is long enough to sign', 3600);
    expect((await me(await otherSecret.sign({ userId: a.user.id, orgId: a.org.id }))).status).toBe(401);

    // A's token with B's organisation written into the payload, signature kept.
    const [header, , signature] = a.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        org: b.org.id,
        sub: a.user.id,
        iss: 'labdesk',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    expect((await me(`${header}.${payload}.${signature}`)).status).toBe(401);

    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await me(none)).status).toBe(401);

    // Right key, wrong issuer.
    const key = new TextEncoder().encode(t.app.ctx.config.jwtSecret);
    const foreign = await new SignJWT({ org: a.org.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(a.user.id)
      .setIssuer('elsewhere')
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(foreign)).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
  });

  it('refuses a request without a token with 401', async () => {
    const res = await me(undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, error: 'Please sign in', title: 'Please sign in', details: [] });
    const basic = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Basic ${a.token}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a token whose user left the organisation or was deactivated', async () => {
    const c = await createOrgWithAdmin(t.app, 'c-leaving');
    expect((await me(c.token)).status).toBe(200);
    await t.app.ctx.db.updateTable('memberships').set({ is_active: false }).where('org_id', '=', c.org.id).execute();
    expect((await me(c.token)).status).toBe(401);
    // on the organisation's own host too: the token is no longer good, it is not someone else's organisation
    const own = await me(c.token, 'c-leaving.localhost');
    expect(own.status).toBe(401);
    expect(own.body.error).not.toMatch(/another organisation/);
    await t.app.ctx.db.updateTable('memberships').set({ is_active: true }).where('org_id', '=', c.org.id).execute();
    await t.app.ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', c.user.id).execute();
    expect((await me(c.token)).status).toBe(401);
    const res = await signIn(c.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.token).toBeUndefined();
  });

  describe('sign-out and changes of access', () => {
    const signOut = (token: string) => client(t.app, token).post('/api/auth/sign-out');

    it("refuses a signed-out token on the very next request, and leaves the member's other sessions", async () => {
      const first = await signIn(a.email, PASSWORD);
      const second = await signIn(a.email, PASSWORD);
      expect(first.body.token).not.toBe(second.body.token);
      expect((await me(first.body.token)).status).toBe(200);
      const out = await signOut(first.body.token);
      expect(out.status).toBe(204);
      const after = await me(first.body.token);
      expect(after.status).toBe(401);
      expect(after.body.error).toMatch(/signed out/);
      expect((await signOut(first.body.token)).status).toBe(401);
      expect((await me(second.body.token)).status).toBe(200);
    });

    it('lets a member who must change their password sign out', async () => {
      const c = await createOrgWithAdmin(t.app, 'c-must-change');
      await t.app.ctx.db.updateTable('users').set({ must_change_password: true }).where('id', '=', c.user.id).execute();
      expect((await c.client.get('/api/patient')).status).toBe(403);
      expect((await c.client.post('/api/auth/sign-out')).status).toBe(204);
      expect((await me(c.token)).status).toBe(401);
    });

    it('honours a change of roles, permissions or nodes on the next request', async () => {
      const c = await createOrgWithAdmin(t.app, 'c-access', ['Front desk']);
      const roleId = (
        await t.app.ctx.db
          .selectFrom('roles')
          .select('id')
          .where('org_id', '=', c.org.id)
          .where('name', '=', 'Front desk')
          .executeTakeFirstOrThrow()
      ).id;
      const before = await me(c.token);
      expect(before.body.permissions).toContain('patient.list');
      expect(before.body.nodeIds).toEqual([]);
      await t.app.ctx.db
        .deleteFrom('role_permissions')
        .where('role_id', '=', roleId)
        .where('resource', '=', 'patient')
        .where('action', '=', 'list')
        .execute();
      expect((await me(c.token)).body.permissions).not.toContain('patient.list');
      expect((await c.client.get('/api/patient')).status).toBe(403);
      await t.app.ctx.db.updateTable('roles').set({ is_admin: true }).where('id', '=', roleId).execute();
      expect((await me(c.token)).body.isAdmin).toBe(true);
      const admin = adminDb(t.app.ctx.db);
      const node = await admin
        .insertInto('nodes')
        .values({ org_id: c.org.id, type: 'branch', code: 'BR', name: 'Branch' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await admin.insertInto('user_nodes').values({ org_id: c.org.id, user_id: c.user.id, node_id: node.id }).execute();
      expect((await me(c.token)).body.nodeIds).toEqual([node.id]);
      await t.app.ctx.db.deleteFrom('user_roles').where('org_id', '=', c.org.id).where('user_id', '=', c.user.id).execute();
      expect((await me(c.token)).body).toMatchObject({ roles: [], permissions: [], isAdmin: false });
      await t.app.ctx.db.updateTable('organizations').set({ name: 'Renamed' }).where('id', '=', c.org.id).execute();
      expect((await me(c.token)).body.organization.name).toBe('Renamed');
      await t.app.ctx.db.updateTable('organizations').set({ is_active: false }).where('id', '=', c.org.id).execute();
      expect((await me(c.token)).status).toBe(401);
    });
  });

  describe('sign-in rate limit', () => {
    it('refuses the 11th attempt after 10 failures, even with the right password', async () => {
      const target = await createOrgWithAdmin(t.app, 'rl-one');
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await signIn(target.email, `wrong ${i}`, { ip })).status).toBe(401);
      const blocked = await signIn(target.email, PASSWORD, { ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ status: 429, error: expect.stringMatching(/Too many failed sign-in attempts/) });
      expect(blocked.body.token).toBeUndefined();
    });

    it('counts failures per e-mail across addresses', async () => {
      const target = await createOrgWithAdmin(t.app, 'rl-email');
      for (let i = 0; i < 10; i++) expect((await signIn(target.email.toUpperCase(), `wrong ${i}`, { ip: freshIp() })).status).toBe(401);
      expect((await signIn(target.email, PASSWORD, { ip: freshIp() })).status).toBe(429);
      // another account is not affected
      expect((await signIn(a.email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    });

    it('counts failures per address across e-mails', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await signIn(`guess${i}@a.lab`, 'guess', { ip })).status).toBe(401);
      expect((await signIn(a.email, PASSWORD, { ip })).status).toBe(429);
      expect((await signIn(a.email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const ip = freshIp();
      for (let i = 0; i < 12; i++) expect((await signIn(b.email, PASSWORD, { ip })).status).toBe(200);
    });
  });

  describe('the organisation of a request', () => {
    it("refuses A's token on B's host and on an unknown organisation's host with 403", async () => {
      const wrong = await me(a.token, 'b.localhost');
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ status: 403, error: 'This sign-in belongs to another organisation' });
      expect((await client(t.app, a.token, 'b.localhost:8080').get('/api/masters/unit')).status).toBe(403);
      expect((await me(a.token, 'nosuchorg.localhost')).status).toBe(403);
    });

    it("uses the token's organisation on a bare host", async () => {
      for (const host of ['localhost', 'localhost:8080', '127.0.0.1', '127.0.0.1:8080', '[::1]:8080']) {
        const res = await me(a.token, host);
        expect(res.status, host).toBe(200);
        expect(res.body.organization.slug, host).toBe('a');
      }
      expect((await me(b.token, '127.0.0.1')).body.organization.slug).toBe('b');
    });

    it("signs in to the host's organisation for a member of several", async () => {
      const both = await t.app.ctx.organizations.addMember(b.org.id, { email: a.email, firstName: 'Ada', lastName: 'a' }, [ADMIN_ROLE]);
      expect(both.id).toBe(a.user.id);
      const onB = await signIn(a.email, PASSWORD, { host: 'b.localhost:8080' });
      expect(onB.status).toBe(200);
      expect(onB.body.organizations.map((o: { slug: string }) => o.slug).sort()).toEqual(['a', 'b']);
      const whoB = await me(onB.body.token, 'b.localhost');
      expect(whoB.status).toBe(200);
      expect(whoB.body.organization).toEqual({ id: b.org.id, slug: 'b', name: 'b laboratory' });
      expect((await me(onB.body.token, 'a.localhost')).status).toBe(403);

      const onA = await signIn(a.email, PASSWORD, { host: 'a.localhost' });
      expect((await me(onA.body.token)).body.organization.slug).toBe('a');
      const bare = await signIn(a.email, PASSWORD, { host: 'localhost' });
      expect((await me(bare.body.token)).body.organization.slug).toBe('a');
    });
  });

  it('answers /api/auth/config without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'local', supportEmail: 'support@labdesk.local', appDomain: null });
  });

  it('stores passwords as scrypt hashes only', async () => {
    const users = await t.app.ctx.db.selectFrom('users').select(['email', 'password_hash']).execute();
    expect(users.length).toBeGreaterThanOrEqual(2);
    const hashes = users.map((u) => u.password_hash).filter((h): h is string => h !== null);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
      expect(hash).not.toContain(PASSWORD);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
