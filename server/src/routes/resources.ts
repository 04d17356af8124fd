import { listParams } from '../../../contract/common.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../context.ts';
import { CRUD_ACTIONS } from '../permissions.ts';
import { parseListQuery, type ListParams } from '../schema/list-query.ts';
import type { CompiledResource } from '../schema/registry.ts';

const listQuerystring = listParams('JSON object: field values, q, id array, <field>_gte/_lte/_gt/_lt');

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** `Content-Range: unit 0-24/319`, as ra-data-simple-rest reads it. */
export function sendPage(reply: FastifyReply, name: string, offset: number, rows: unknown[], total: number) {
  const span = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  return reply.header('Content-Range', `${name} ${span}/${total}`).send(rows);
}

function resourceRoutes(app: FastifyInstance, r: CompiledResource) {
  const { def } = r;
  const service = app.ctx.resources;
  const base = `/api${def.apiPath}`;
  const perm = (action: string) => ({ permission: { resource: def.permissionResource, action }, labels: r.labels });
  const tags = [def.menuGroup];

  app.get<{ Querystring: ListParams }>(
    base,
    {
      config: perm('list'),
      schema: { tags, summary: `List ${def.label.toLowerCase()}`, querystring: listQuerystring },
    },
    async (req, reply) => {
      const query = parseListQuery(def, req.query);
      const { rows, total } = await service.list(r, actorOf(req).orgId, query);
      return sendPage(reply, def.name, query.offset, rows, total);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: perm('show'),
      schema: { tags, summary: `One ${def.labelSingular.toLowerCase()}`, params: idParams },
    },
    async (req) => service.get(r, actorOf(req).orgId, req.params.id),
  );

  app.post(
    base,
    {
      config: perm('create'),
      schema: { tags, summary: `Create a ${def.labelSingular.toLowerCase()}`, body: r.schemas.create },
    },
    async (req, reply) => reply.status(201).send(await service.create(r, actorOf(req), req.body)),
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: perm('edit'),
      schema: {
        tags,
        summary: `Update a ${def.labelSingular.toLowerCase()} (send its current version)`,
        params: idParams,
        body: r.schemas.update,
      },
    },
    async (req) => service.update(r, actorOf(req), req.params.id, req.body),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: perm('delete'),
      schema: { tags, summary: `Delete a ${def.labelSingular.toLowerCase()}`, params: idParams },
    },
    async (req) => service.delete(r, actorOf(req), req.params.id),
  );
}

/** List/get/create/update/delete for every resource file, at its API path. */
export async function generatedRoutes(app: FastifyInstance) {
  for (const r of app.ctx.registry.all()) {
    app.ctx.permissions.register({
      resource: r.def.permissionResource,
      label: r.def.label,
      category: r.def.category,
      actions: CRUD_ACTIONS,
    });
    resourceRoutes(app, r);
  }
}
