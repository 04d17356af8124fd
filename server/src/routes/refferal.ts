import { ListParams } from '../../../contract/common.ts';
import { RefferalToggleInput } from '../../../contract/resources.ts';
import type { FastifyInstance } from 'fastify';
import { actorOf, principalOf } from '../context.ts';
import { conflict } from '../errors.ts';
import { parseJson, parseListQuery } from '../schema/list-query.ts';
import { visitList } from '../services/visit-list.ts';
import { sendPage } from './resources.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const RECENT_DEFAULT = 5;
const tags = ['Front desk'];

/** The calls of spec §7 around referral partners, beside their generated /api/refferal routes. */
export async function refferalRoutes(app: FastifyInstance) {
  const { resources, registry } = app.ctx;
  const refferal = registry.get('refferal')!;

  app.put<{ Params: { id: string }; Body: RefferalToggleInput | undefined }>(
    '/api/refferal/toggle-status/:id',
    {
      config: { permission: { resource: 'refferal', action: 'edit' } },
      schema: {
        tags,
        summary: 'Make a referral partner active or inactive (send its version to guard against a stale screen)',
        params: idParams,
        body: RefferalToggleInput,
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const current = await resources.get(refferal, actor.orgId, req.params.id);
      const version = req.body?.version ?? current.version;
      if (version !== current.version)
        throw conflict(
          `This referral partner was changed by someone else (version ${current.version}); reload it and apply your change again`,
        );
      return resources.update(refferal, actor, req.params.id, { version, isActive: current.isActive === false });
    },
  );

  app.get<{ Querystring: { data?: string } }>(
    '/api/refferal/recent-refferals',
    {
      config: { permission: { resource: 'refferal', action: 'list' } },
      schema: {
        tags,
        summary: 'The referral partners added most recently, newest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { data: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$', description: 'How many: 1–50, default 5' } },
        },
      },
    },
    async (req) => {
      const n = Number(req.query.data ?? RECENT_DEFAULT);
      const query = parseListQuery(refferal.def, { sort: '["createdAt","DESC"]', range: `[0,${n - 1}]` });
      return (await resources.list(refferal, actorOf(req).orgId, query)).rows;
    },
  );

  referredRoutes(app);
}

/**
 * The visit list's `?sort&range&filter` narrowed to one referrer: its `filter` with `referrerId` set to
 * the partner (replacing any asked for). A filter that is no JSON object is passed on untouched, for the
 * visit list to refuse as it refuses it on /api/visit.
 */
function referrerVisitParams(query: ListParams, referrerId: string): ListParams {
  const filter = parseJson<unknown>(query.filter, 'filter', {});
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return query;
  return { ...query, filter: JSON.stringify({ ...filter, referrerId }) };
}

/** What a partner sent: its visits and the patients naming it as their default referrer. */
function referredRoutes(app: FastifyInstance) {
  const { db, resources, registry } = app.ctx;
  const refferal = registry.get('refferal')!;
  const patient = registry.get('patient')!;

  // The rows are visits: the route needs what listing visits needs (they are /api/visit's rows for this referrer).
  app.get<{ Params: { id: string }; Querystring: ListParams }>(
    '/api/refferal/visits-by-refferrer-id/:id',
    {
      config: { permission: { resource: 'visit', action: 'list' } },
      schema: {
        tags,
        params: idParams,
        querystring: ListParams,
        summary:
          "The partner's referred visits, newest first: the rows, list parameters and Content-Range of /api/visit, node scoping included",
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      await resources.get(refferal, principal.organization.id, req.params.id);
      const { page, rows, total } = await visitList(db, principal, referrerVisitParams(req.query, req.params.id));
      return sendPage(reply, 'visit', page.offset, rows, total);
    },
  );

  app.get<{ Params: { id: string }; Querystring: ListParams }>(
    '/api/refferal/patients-by-referrer/:id',
    {
      config: { permission: { resource: 'patient', action: 'list' } },
      schema: {
        tags,
        summary: 'Patients whose default referrer this partner is (list parameters as /api/patient)',
        params: idParams,
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const { orgId } = actorOf(req);
      await resources.get(refferal, orgId, req.params.id);
      const query = parseListQuery(patient.def, req.query);
      query.conditions.push({ kind: 'eq', column: 'referrer_id', values: [req.params.id], includesNull: false });
      const { rows, total } = await resources.list(patient, orgId, query);
      return sendPage(reply, 'patient', query.offset, rows, total);
    },
  );
}
