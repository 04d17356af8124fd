import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ListParams } from '../../../contract/common.ts';
import { MasterCreateUpdate } from '../../../contract/resources.ts';
import { actorOf, principalOf } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { can, CRUD_ACTIONS } from '../permissions.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import { parseListQuery } from '../schema/list-query.ts';
import type { CompiledResource, ResourceRegistry } from '../schema/registry.ts';
import { sendPage } from './resources.ts';

const DROPDOWN_LIMIT = 1000;

function lookup(registry: ResourceRegistry, name: unknown): CompiledResource {
  if (typeof name !== 'string' || name === '') throw badRequest('Say which table: the parameter is missing');
  const r = registry.get(name);
  if (!r) throw notFound(`There is no table named '${name}'`);
  return r;
}

/** The form config the SPA builds its screens from: the resource, its JSON Schemas, and what this user may do. */
function formConfig(r: CompiledResource, p: Principal) {
  const { seed: _seed, seedAfter: _seedAfter, file: _file, table: _table, fields, ...def } = r.def;
  return {
    ...def,
    fields: fields.map(({ column: _column, ...f }) => f),
    jsonSchema: r.schemas,
    access: Object.fromEntries(CRUD_ACTIONS.map((a) => [a, can(p, def.permissionResource, a)])),
  };
}

/** The list parameters, and `data`: the generic routes' JSON naming the table. */
const dataQuery = Type.Object(
  { ...ListParams.properties, data: Type.Optional(Type.String({ description: 'JSON {"tableName": …}' })) },
  { additionalProperties: false },
);

export async function genericRoutes(app: FastifyInstance) {
  const { registry, resources } = app.ctx;
  const listOf = (param: 'data' | 'tableName') => (req: FastifyRequest) => {
    const r = lookup(registry, (req.query as Record<string, unknown>)[param]);
    return { resource: r.def.permissionResource, action: 'list' };
  };

  app.get<{ Querystring: { data?: string } }>(
    '/api/ui/get-forms-config',
    {
      // Without ?data every member gets the configs of the tables they may list; with it, list permission on that table.
      config: { permission: (req) => ((req.query as { data?: string }).data === undefined ? null : listOf('data')(req)) },
      schema: {
        tags: ['schema'],
        summary: 'Form configs of the schema-driven tables',
        querystring: { type: 'object', properties: { data: { type: 'string' } }, additionalProperties: false },
      },
    },
    async (req) => {
      const p = principalOf(req);
      if (req.query.data !== undefined) return formConfig(lookup(registry, req.query.data), p);
      return registry
        .all()
        .filter((r) => can(p, r.def.permissionResource, 'list'))
        .map((r) => formConfig(r, p));
    },
  );

  app.get<{ Querystring: ListParams & { data?: string } }>(
    '/api/master/get-data',
    {
      config: { permission: listOf('data') },
      schema: { tags: ['schema'], summary: 'Rows of a master table (same sort/range/filter as the list routes)', querystring: dataQuery },
    },
    async (req, reply: FastifyReply) => {
      const r = lookup(registry, req.query.data);
      const query = parseListQuery(r.def, { ...req.query, range: req.query.range ?? '[0,999]' });
      const { rows, total } = await resources.list(r, actorOf(req).orgId, query);
      return sendPage(reply, r.def.name, query.offset, rows, total);
    },
  );

  app.post<{ Body: MasterCreateUpdate }>(
    '/api/master/create-update',
    {
      config: {
        permission: (req) => {
          const data = (req.body as Partial<MasterCreateUpdate> | undefined)?.data;
          const r = lookup(registry, data?.tableName);
          return { resource: r.def.permissionResource, action: data?.id ? 'edit' : 'create' };
        },
      },
      schema: {
        tags: ['schema'],
        summary: 'Create (no id) or update (id and version) a row of a master table',
        body: MasterCreateUpdate,
      },
    },
    async (req, reply) => {
      const { tableName, id, ...values } = req.body.data;
      const r = lookup(registry, tableName);
      if (id) return resources.update(r, actorOf(req), id, { ...values, id });
      return reply.status(201).send(await resources.create(r, actorOf(req), values));
    },
  );

  app.get<{ Querystring: { tableName?: string } }>(
    '/api/generic/dropdown',
    {
      // Option names of master data are read by every form (a patient's gender, a sample's container): any member may.
      config: { authenticated: true },
      schema: {
        tags: ['schema'],
        summary: 'id and name of the active rows of a master table',
        querystring: { type: 'object', properties: { tableName: { type: 'string' } }, additionalProperties: false },
      },
    },
    async (req) => {
      const r = lookup(registry, req.query.tableName);
      return resources.repo(r.def.name).options(app.ctx.db, actorOf(req).orgId, DROPDOWN_LIMIT);
    },
  );
}
