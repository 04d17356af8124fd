/** Helpers shared by the administration tests: members with chosen permissions, audit counts, sign-in. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { insertRole } from '../src/repositories/auth-repository.ts';
import { client, PASSWORD, type Client } from './helpers.ts';

let ipCounter = 0;
/** A fresh client address per sign-in, so the per-address failure limit of one test never touches another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export interface Member {
  id: string;
  email: string;
  token: string;
  client: Client;
  roleId: string;
}

/** A member of the organisation whose one role holds exactly `permissions` (or every one, with isAdmin). */
export async function memberWith(
  app: FastifyInstance,
  org: { id: string; slug: string },
  email: string,
  permissions: string[],
  isAdmin = false,
): Promise<Member> {
  const roleName = `Role of ${email}`;
  const roleId = await insertRole(app.ctx.db, org.id, { name: roleName, description: '', isAdmin, permissions });
  const user = await app.ctx.organizations.addMember(org.id, { email, firstName: 'Mem', lastName: 'Ber', password: PASSWORD }, [roleName]);
  const token = await app.ctx.tokens.sign({ userId: user.id, orgId: org.id });
  return { id: user.id, email, token, client: client(app, token, `${org.slug}.localhost`), roleId };
}

/** Gives a role exactly these permissions (straight in the database: the next request sees them). */
export async function setPermissions(app: FastifyInstance, roleId: string, permissions: string[]): Promise<void> {
  await app.ctx.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissions.length === 0) return;
  await app.ctx.db
    .insertInto('role_permissions')
    .values(
      permissions.map((p) => {
        const dot = p.lastIndexOf('.');
        return { role_id: roleId, resource: p.slice(0, dot), action: p.slice(dot + 1) };
      }),
    )
    .execute();
}

export async function auditOf(app: FastifyInstance, orgId: string, resource: string, recordId: string) {
  return app.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'user_id'])
    .where('org_id', '=', orgId)
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

export async function auditCount(app: FastifyInstance, orgId: string): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function signIn(app: FastifyInstance, email: string, password: string, host = 'localhost') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: freshIp(),
    headers: { host },
    payload: { email, password },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The id of the organisation's record named `name` in a list route. */
export async function idByName(c: Client, base: string, name: string, field = 'name'): Promise<string> {
  const res = await c.get(`${base}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}&range=[0,99]`);
  const hit = (res.body as Record<string, unknown>[]).find((r) => r[field] === name);
  if (!hit) throw new Error(`${name} not found in ${base} (${res.status})`);
  return hit.id as string;
}

export const SOME_UUID = '00000000-0000-4000-8000-000000000000';
export { PASSWORD };
