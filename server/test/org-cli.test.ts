/**
 * `npm run org`: organisations in local mode. The commands run through the tool's own code (argument
 * parsing, output) and the same command functions the server answers on its control socket.
 */
import { exportSPKI, generateKeyPair } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './administration-helpers.ts';
import { client, createOrgWithAdmin, databases, startApp, type TestApp } from './helpers.ts';
import { NEW_PASSWORD, orgFromCli, runOrg } from './ops-helpers.ts';
import { describeTenantIsolation } from './tenant-isolation-suite.ts';

/** Rows per table belonging to an organisation, for every table that has org_id. */
async function rowsPerTable(t: TestApp, orgId: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ table: string }>`
    select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name = 'org_id' and table_name <> 'row_counts' order by table_name`.execute(
    t.app.ctx.db,
  );
  const counts: Record<string, number> = {};
  for (const { table } of rows) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where org_id = ${orgId}`.execute(t.app.ctx.db);
    counts[table] = r.rows[0].n;
  }
  return counts;
}

describe.each(databases)('npm run org on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t?.close());
  const org = (...argv: string[]) => runOrg(t.app, t.database, argv);

  it('creates an organisation, prints its one-time password once, and its administrator must replace it', async () => {
    const run = await org('create', '--slug', 'acme', '--name', 'Acme Labs', '--admin-email', 'Owner@Acme.lab');
    expect(run.status).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.lines[0]).toBe(
      "Created organisation 'acme' (Acme Labs) with the roles, masters, catalogue and templates every organisation starts with.",
    );
    expect(run.lines[1]).toBe('Administrator: owner@acme.lab');
    expect(run.lines[2]).toMatch(/^One-time password: \S{12,}$/);
    expect(run.lines.at(-1)).toBe('Sign in at http://acme.localhost:8080/sign-in');
    const password = run.lines[2].split(': ')[1];
    // not stored in clear anywhere
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from users where password_hash like ${'%' + password + '%'}`.execute(t.app.ctx.db);
    expect(rows[0].n).toBe(0);

    const first = await signIn(t.app, 'owner@acme.lab', password, 'acme.localhost');
    expect(first.status).toBe(200);
    expect(first.body.mustChangePassword).toBe(true);
    expect(first.body.organizations.map((o: { slug: string }) => o.slug)).toEqual(['acme']);
    const acme = client(t.app, first.body.token, 'acme.localhost');
    expect((await acme.get('/api/patient')).body.error).toBe('Change your password before you continue');
    expect((await acme.post('/api/auth/change-password', { currentPassword: password, newPassword: NEW_PASSWORD })).status).toBe(200);
    const me = await acme.get('/api/auth/me');
    expect(me.body).toMatchObject({ organization: { slug: 'acme', name: 'Acme Labs' }, roles: ['Administrator'], isAdmin: true });
    expect((await acme.get('/api/patient')).status).toBe(200);
  });

  it('gives the new organisation the seeds every organisation gets and no other history', async () => {
    const acme = (await t.app.ctx.db.selectFrom('organizations').select('id').where('slug', '=', 'acme').executeTakeFirstOrThrow()).id;
    const plain = await createOrgWithAdmin(t.app, 'plain-seeds');
    const [mine, theirs] = [await rowsPerTable(t, acme), await rowsPerTable(t, plain.org.id)];
    // the organisation's own audit row ("created by npm run org") and acme's first password change
    expect(mine.audit_log - theirs.audit_log).toBe(2);
    expect({ ...mine, audit_log: 0 }).toEqual({ ...theirs, audit_log: 0 });
    for (const table of [
      'roles',
      'role_permissions',
      'permission_templates',
      'nodes',
      'm_gender',
      'analytes',
      'item_groups',
      'price_lists',
    ]) {
      if (table in mine) expect(mine[table], table).toBeGreaterThan(0);
    }
    for (const table of ['patients', 'visits', 'samples', 'results']) expect(mine[table], table).toBe(0);
  });

  it.each([
    [['--slug', 'www'], "Refused: the slug 'www' is reserved"],
    [['--slug', 'api'], "Refused: the slug 'api' is reserved"],
    [['--slug', 'Acme'], "Refused: the slug 'Acme' may hold only lowercase letters, digits and hyphens"],
    [['--slug', 'acme_2'], "Refused: the slug 'acme_2' may hold only lowercase letters, digits and hyphens"],
    [['--slug', '-acme'], "Refused: the slug '-acme' must start and end with a letter or a digit"],
    [['--slug', 'acme'], "Refused: the slug 'acme' is taken by 'Acme Labs'"],
    [['--slug', 'fresh', '--admin-email', 'not-an-address'], "Refused: 'not-an-address' is not an e-mail address"],
  ])('refuses %j in one line and creates nothing', async (flags, message) => {
    const before = await t.app.ctx.db
      .selectFrom('organizations')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const args = ['create', '--name', 'Some Lab', '--admin-email', 'someone@lab.example', ...flags];
    const run = await org(...args);
    expect(run).toEqual({ status: 1, lines: [], errors: [message] });
    const after = await t.app.ctx.db
      .selectFrom('organizations')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('explains a usage mistake with the usage', async () => {
    const run = await org('create', '--slug', 'x1');
    expect(run.status).toBe(2);
    expect(run.errors[0]).toBe('--name is required');
    expect(run.errors[1]).toBe('Usage:');
    expect((await org('remove', '--slug', 'acme')).errors[0]).toBe("Unknown command 'remove'");
  });

  it('lists the organisations', async () => {
    const run = await org('list');
    expect(run.status).toBe(0);
    expect(run.lines[0]).toMatch(/^SLUG\s+NAME\s+ACTIVE\s+MEMBERS\s+CREATED$/);
    expect(run.lines.find((l) => l.startsWith('acme '))).toMatch(/^acme\s+Acme Labs\s+yes\s+1\s+\d{4}-\d{2}-\d{2}$/);
  });

  it('deactivates: members are signed out at once and cannot sign in, the data stays; activate brings it back', async () => {
    const session = await signIn(t.app, 'owner@acme.lab', NEW_PASSWORD, 'acme.localhost');
    const acme = client(t.app, session.body.token, 'acme.localhost');
    const created = await acme.post('/api/masters/unit', { name: 'mmol/L (acme)' });
    expect(created.status).toBe(201);
    const orgId = (await acme.get('/api/auth/me')).body.organization.id;
    const before = await rowsPerTable(t, orgId);

    const run = await org('deactivate', '--slug', 'acme');
    expect(run.lines).toEqual([
      "Deactivated 'acme' (Acme Labs): its 1 member(s) are signed out and cannot sign in; its data is kept. Bring it back with: npm run org -- activate --slug acme",
    ]);
    const refused = await acme.get('/api/auth/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('Your account is no longer active in this organisation');
    expect((await signIn(t.app, 'owner@acme.lab', NEW_PASSWORD, 'acme.localhost')).status).toBe(403);
    expect((await org('deactivate', '--slug', 'acme')).errors).toEqual(["Refused: 'acme' is already deactivated"]);
    expect((await org('deactivate', '--slug', 'nobody')).errors).toEqual(["Refused: no organisation has the slug 'nobody'"]);
    // its slug stays taken, and every row stays (the audit keeps the deactivation)
    expect((await org('create', '--slug', 'acme', '--name', 'X', '--admin-email', 'x@y.zz')).errors).toEqual([
      "Refused: the slug 'acme' is taken by 'Acme Labs' (deactivated)",
    ]);
    expect((await org('list')).lines.find((l) => l.startsWith('acme '))).toMatch(/^acme\s+Acme Labs\s+no\s+/);
    expect({ ...(await rowsPerTable(t, orgId)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });

    expect((await org('activate', '--slug', 'acme')).lines).toEqual(["Activated 'acme' (Acme Labs): its 1 member(s) can sign in again."]);
    expect((await acme.get(`/api/masters/unit/${created.body.id}`)).body.name).toBe('mmol/L (acme)');
  });

  it('adds an existing account as the administrator without a new password', async () => {
    const run = await org('create', '--slug', 'acme-north', '--name', 'Acme North', '--admin-email', 'owner@acme.lab');
    expect(run.status).toBe(0);
    expect(run.lines.some((l) => l.startsWith('One-time password'))).toBe(false);
    expect(run.lines).toContain('  owner@acme.lab already has a LabDesk account and signs in with the password they have.');
    const north = await signIn(t.app, 'owner@acme.lab', NEW_PASSWORD, 'acme-north.localhost');
    expect(north.status).toBe(200);
    expect((await client(t.app, north.body.token, 'acme-north.localhost').get('/api/auth/me')).body.organization.slug).toBe('acme-north');
  });
});

describeTenantIsolation('isolation of organisations made by npm run org', async ({ app, database }) => [
  await orgFromCli(app, database, 'cli-a'),
  await orgFromCli(app, database, 'cli-b'),
]);

describe('npm run org with Clerk', () => {
  it('gives no password: the administrator signs in through Clerk, matched by e-mail', async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const t = await startApp(undefined, { CLERK_JWT_KEY: await exportSPKI(pair.publicKey), CLERK_TELEMETRY_DISABLED: '1' });
    try {
      const run = await runOrg(t.app, t.database, [
        'create',
        '--slug',
        'clerk-lab',
        '--name',
        'Clerk Lab',
        '--admin-email',
        'owner@clerk.lab',
      ]);
      expect(run.status).toBe(0);
      expect(run.lines.some((l) => l.startsWith('One-time password'))).toBe(false);
      expect(run.lines).toContain("  They sign in with Clerk as owner@clerk.lab; give the Clerk organisation the slug 'clerk-lab'.");
      const user = await t.app.ctx.db
        .selectFrom('users')
        .select(['password_hash', 'must_change_password'])
        .where('email', '=', 'owner@clerk.lab')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ password_hash: null, must_change_password: false });
    } finally {
      await t.close();
    }
    // an app of its own, started cold
  }, 180_000);
});
