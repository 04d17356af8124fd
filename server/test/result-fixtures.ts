/**
 * What the results and report tests share: a visit whose samples the laboratory holds, its results by
 * analyte code, entering values by code, and members holding chosen permissions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { memberWith, type Member } from './administration-helpers.ts';
import type { Client, Json } from './helpers.ts';
import { collectAndSubmitAll, createVisit, type LabOrg, type VisitOptions } from './visit-fixtures.ts';

/** An adult man (the seed's adult ranges with critical limits apply to him). */
export const ADULT_MAN = { firstName: 'Ravi', lastName: 'Kumar', dateOfBirth: '1980-05-17' };

/** A visit ordering `productCodes`, its samples collected and submitted unless `inLab` is false. */
export async function labVisit(c: Client, o: VisitOptions & { inLab?: boolean }): Promise<Json> {
  const visit = await createVisit(c, { patientBody: ADULT_MAN, ...o });
  if (o.inLab !== false) await collectAndSubmitAll(c, visit.id);
  return visit;
}

/** The visit's result records by analyte code (GET get-products). */
export async function resultsByCode(c: Client, visitId: string): Promise<Record<string, Json>> {
  const res = await c.get(`/api/visit/get-products/${visitId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const out: Record<string, Json> = {};
  for (const item of res.body as Json[]) for (const r of item.results) out[r.code] = r;
  return out;
}

/** PUT submit-test-results with values by analyte code; answers the raw response. */
export async function enterByCode(
  c: Client,
  visitId: string,
  values: Record<string, string | number | null>,
  comments: Record<string, string> = {},
) {
  const byCode = await resultsByCode(c, visitId);
  const results = Object.entries(values).map(([code, value]) => ({ id: byCode[code].id, value, comment: comments[code] ?? null }));
  return c.put('/api/visit/submit-test-results', { data: { visitId, results } });
}

/** Records of a submit answer by code. */
export const byCode = (results: Json[]): Record<string, Json> => Object.fromEntries(results.map((r) => [r.code, r]));

/** Members of the laboratory with the permissions of a technician, a pathologist and one who does both. */
export async function labStaff(app: FastifyInstance, org: LabOrg) {
  const member = (name: string, permissions: string[]): Promise<Member> =>
    memberWith(app, org.org, `${name}@${org.org.slug}.lab`, permissions);
  return {
    technician: await member('tech', ['visit.show', 'result.list', 'result.enter']),
    pathologist: await member('path', [
      'visit.show',
      'result.list',
      'result.verify-results',
      'result.amend-results',
      'report.show',
      'report.print',
    ]),
    /** enters and verifies, but may not verify what they entered */
    solo: await member('solo', ['visit.show', 'result.list', 'result.enter', 'result.verify-results']),
    /** enters and verifies, and may verify their own results */
    soloOwn: await member('soloown', ['visit.show', 'result.list', 'result.enter', 'result.verify-results', 'result.verify-own-results']),
  };
}

/** Limits a member to some nodes (sites), straight in the database. */
export async function assignNodes(app: FastifyInstance, orgId: string, userId: string, nodeIds: string[]): Promise<void> {
  await sql`delete from user_nodes where org_id = ${orgId} and user_id = ${userId}`.execute(app.ctx.db);
  for (const nodeId of nodeIds)
    await sql`insert into user_nodes (org_id, user_id, node_id) values (${orgId}, ${userId}, ${nodeId})`.execute(app.ctx.db);
}
