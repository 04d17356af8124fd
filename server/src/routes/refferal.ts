import type { FastifyInstance } from 'fastify';
import { actorOf } from '../context.ts';
import { conflict } from '../errors.ts';
import { parseListQuery, type ListParams } from '../schema/list-query.ts';
import { sendPage } from './resources.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const listParams = {
  type: 'object', additionalProperties: false,
  properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
} as const;
const RECENT_DEFAULT = 5;
const tags = ['Front desk'];

/** The calls of spec §7 around referral partners, beside their generated /api/refferal routes. */
export async function refferalRoutes(app: FastifyInstance) {
  const { resources, registry } = app.ctx;
  const refferal = registry.get('refferal')!;

  app.put<{ Params: { id: string }; Body: { version?: number } | undefined }>('/api/refferal/toggle-status/:id', {
    config: { permission: { resource: 'refferal', action: 'edit' } },
    schema: {
      tags, summary: 'Make a referral partner active or inactive (send its version to guard against a stale screen)', params: idParams,
      body: { type: ['object', 'null'], additionalProperties: false, properties: { version: { type: 'integer', minimum: 1 } } },
    },
  }, async (req) => {
    const actor = actorOf(req);
    const current = await resources.get(refferal, actor.orgId, req.params.id);
    const version = req.body?.version ?? current.version;
    if (version !== current.version) throw conflict(`This referral partner was changed by someone else (version ${current.version}); reload it and apply your change again`);
    return resources.update(refferal, actor, req.params.id, { version, isActive: current.isActive === false });
  });

  app.get<{ Querystring: { data?: string } }>('/api/refferal/recent-refferals', {
    config: { permission: { resource: 'refferal', action: 'list' } },
    schema: {
      tags, summary: 'The referral partners added most recently, newest first',
      querystring: { type: 'object', additionalProperties: false, properties: { data: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$', description: 'How many: 1–50, default 5' } } },
    },
  }, async (req) => {
    const n = Number(req.query.data ?? RECENT_DEFAULT);
    const query = parseListQuery(refferal.def, { sort: '["createdAt","DESC"]', range: `[0,${n - 1}]` });
    return (await resources.list(refferal, actorOf(req).orgId, query)).rows;
  });

  referredRoutes(app);
}

/** What a partner sent: visits (none until visits exist) and the patients naming it as their default referrer. */
function referredRoutes(app: FastifyInstance) {
  const { resources, registry } = app.ctx;
  const refferal = registry.get('refferal')!;
  const patient = registry.get('patient')!;

  app.get<{ Params: { id: string } }>('/api/refferal/visits-by-refferrer-id/:id', {
    config: { permission: { resource: 'refferal', action: 'show' } },
    schema: { tags, summary: "The partner's referred visits (none until visits exist)", params: idParams },
  }, async (req, reply) => {
    await resources.get(refferal, actorOf(req).orgId, req.params.id);
    return sendPage(reply, 'visit', 0, [], 0);
  });

  app.get<{ Params: { id: string }; Querystring: ListParams }>('/api/refferal/patients-by-referrer/:id', {
    config: { permission: { resource: 'patient', action: 'list' } },
    schema: { tags, summary: 'Patients whose default referrer this partner is (list parameters as /api/patient)', params: idParams, querystring: listParams },
  }, async (req, reply) => {
    const { orgId } = actorOf(req);
    await resources.get(refferal, orgId, req.params.id);
    const query = parseListQuery(patient.def, req.query);
    query.conditions.push({ kind: 'eq', column: 'referrer_id', values: [req.params.id], includesNull: false });
    const { rows, total } = await resources.list(patient, orgId, query);
    return sendPage(reply, 'patient', query.offset, rows, total);
  });
}
