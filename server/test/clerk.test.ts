/**
 * Clerk mode: session tokens verified networkless with CLERK_JWT_KEY, the Clerk user and organisation
 * mapped onto ours on first sight.
 */
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databases, PASSWORD, startApp, type TestApp } from './helpers.ts';

interface ClerkClaims {
  sub: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  o?: { id: string; slg?: string; rol?: string };
}

describe.each(databases)('Clerk mode on $name', ({ url }) => {
  let t: TestApp;
  let privateKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    t = await startApp(url, { CLERK_JWT_KEY: await exportSPKI(pair.publicKey), CLERK_TELEMETRY_DISABLED: '1' });
  });
  afterAll(() => t?.close());

  const now = () => Math.floor(Date.now() / 1000);
  function sessionToken(claims: ClerkClaims, opts: { key?: CryptoKey; iat?: number; exp?: number } = {}) {
    const iat = opts.iat ?? now() - 5;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_test', typ: 'JWT' })
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(opts.exp ?? now() + 60)
      .setIssuer('https://clerk.example.test')
      .sign(opts.key ?? privateKey);
  }
  const ada: ClerkClaims = {
    sub: 'user_123',
    email: 'ada@acme.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    o: { id: 'org_abc', slg: 'acme', rol: 'org:admin' },
  };
  const as = async (claims: ClerkClaims, host = 'acme.localhost') => client(t.app, await sessionToken(claims), host);

  const usersWith = (column: 'clerk_user_id' | 'email', value: string) =>
    t.app.ctx.db.selectFrom('users').selectAll().where(column, '=', value).execute();

  it('creates the user and the organisation on first sight, seeded, with the user as administrator', async () => {
    const c = await as(ada);
    const res = await c.get('/api/auth/me');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      user: { email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace' },
      organization: { slug: 'acme' },
      isAdmin: true,
      roles: ['Administrator'],
    });
    const org = await t.app.ctx.db.selectFrom('organizations').selectAll().where('clerk_org_id', '=', 'org_abc').execute();
    expect(org).toHaveLength(1);
    expect(org[0]).toMatchObject({ slug: 'acme', id: res.body.organization.id });
    expect(await usersWith('clerk_user_id', 'user_123')).toHaveLength(1);

    const units = await c.get('/api/masters/unit?range=[0,999]');
    expect(units.status).toBe(200);
    expect(units.body.length).toBe(t.app.ctx.registry.get('unit')!.def.seed.length);
    expect((await c.post('/api/masters/unit', { name: 'clerk-unit' })).status).toBe(201);
  });

  it('reuses the user and the organisation on later requests', async () => {
    const first = await (await as(ada)).get('/api/auth/me');
    const second = await (await as(ada)).get('/api/auth/me');
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.organization.id).toBe(first.body.organization.id);
    expect(await usersWith('clerk_user_id', 'user_123')).toHaveLength(1);
    const orgs = await t.app.ctx.db.selectFrom('organizations').select('id').where('slug', '=', 'acme').execute();
    expect(orgs).toHaveLength(1);
    const units = await (await as(ada)).get('/api/masters/unit?range=[0,999]');
    expect(units.body.length).toBe(t.app.ctx.registry.get('unit')!.def.seed.length + 1);
  });

  it('refuses a token signed with another key, an expired one and one not yet valid (401)', async () => {
    const forged = client(t.app, await sessionToken(ada, { key: strangerKey }), 'acme.localhost');
    expect((await forged.get('/api/auth/me')).status).toBe(401);
    const expired = client(t.app, await sessionToken(ada, { iat: now() - 3600, exp: now() - 600 }), 'acme.localhost');
    expect((await expired.get('/api/auth/me')).status).toBe(401);
    const future = client(t.app, await sessionToken(ada, { iat: now() + 600, exp: now() + 1200 }), 'acme.localhost');
    expect((await future.get('/api/auth/me')).status).toBe(401);
    expect((await client(t.app, undefined, 'acme.localhost').get('/api/auth/me')).status).toBe(401);
    // a local token is no Clerk token
    const local = await t.app.ctx.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000000',
      orgId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await client(t.app, local, 'acme.localhost').get('/api/auth/me')).status).toBe(401);
  });

  it('gives an org:member a membership without administration', async () => {
    const bob = await as({
      sub: 'user_456',
      email: 'bob@acme.test',
      first_name: 'Bob',
      last_name: 'Member',
      o: { id: 'org_abc', slg: 'acme', rol: 'org:member' },
    });
    const who = await bob.get('/api/auth/me');
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ isAdmin: false, roles: [], permissions: [], organization: { slug: 'acme' } });
    const create = await bob.post('/api/masters/unit', { name: 'bob-unit' });
    expect(create.status).toBe(403);
    const units = await (await as(ada)).get(`/api/masters/unit?filter=${encodeURIComponent(JSON.stringify({ name: 'bob-unit' }))}`);
    expect(units.body).toEqual([]);
  });

  it('links an existing local user with the same e-mail instead of duplicating them', async () => {
    const lab = await t.app.ctx.organizations.create({ slug: 'locallab', name: 'Local lab' });
    const local = await t.app.ctx.organizations.addMember(
      lab.id,
      { email: 'Grace@Local.test', firstName: 'Grace', lastName: 'Hopper', password: PASSWORD },
      ['Administrator'],
    );
    const grace = await as({
      sub: 'user_789',
      email: 'grace@local.test',
      first_name: 'Grace',
      last_name: 'H',
      o: { id: 'org_abc', slg: 'acme', rol: 'org:member' },
    });
    const who = await grace.get('/api/auth/me');
    expect(who.status).toBe(200);
    expect(who.body.user.id).toBe(local.id);
    expect(who.body.organizations.map((o: { slug: string }) => o.slug).sort()).toEqual(['acme', 'locallab']);
    const rows = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'grace@local.test'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].clerk_user_id).toBe('user_789');
  });

  it('uses the host organisation when the token names none', async () => {
    const noOrg = await as({ sub: 'user_123', email: 'ada@acme.test' });
    const who = await noOrg.get('/api/auth/me');
    expect(who.status).toBe(200);
    expect(who.body.organization.slug).toBe('acme');
    // a host of an organisation the user does not belong to
    expect((await (await as({ sub: 'user_123' }, 'locallab.localhost')).get('/api/auth/me')).status).toBe(403);
  });

  it('refuses local sign-in and says so in /api/auth/config', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'grace@local.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Sign-in is handled by Clerk in this installation');
    expect(res.json().token).toBeUndefined();
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({ mode: 'clerk' });
  });
});
