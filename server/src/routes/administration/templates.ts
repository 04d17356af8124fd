import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NewNameInput, TemplateCreate, TemplateRecord, TemplateUpdate } from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import { fieldLabels } from '../../services/field-problems.ts';
import type { Administration } from '../../services/administration.ts';
import { access, idParams, sendList, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = { ...fieldLabels(TemplateCreate), newName: 'New name' };

const LIST = listShape(
  'pt',
  'Permission templates',
  [
    { name: 'name', type: 'string', searchable: true },
    { name: 'description', type: 'string' },
    { name: 'isSystem', type: 'boolean' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
    { name: 'permission', type: 'string', filterOnly: true },
  ],
  { field: 'name', order: 'ASC' },
);

/** `/api/pt` (spec §7): permission templates, named sets of permissions applied to roles. */
export function templateRoutes(app: FastifyInstance, admin: Administration) {
  app.ctx.permissions.register({
    resource: 'pt',
    label: 'Permission templates',
    category: 'Administration',
    actions: ['list', 'show', 'create', 'edit', 'delete'],
  });
  const { templates } = admin;
  const tags = ['Administration'];

  app.get<ListRequest>(
    '/api/pt',
    {
      config: access('pt', 'list'),
      schema: {
        response: { 200: Type.Array(TemplateRecord) },
        tags,
        summary: 'List permission templates (filter: q, id, isSystem, permission)',
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      return sendList(reply, 'pt', query.offset, await templates.list(principalOf(req).organization.id, query));
    },
  );

  app.get<IdRequest>(
    '/api/pt/:id',
    {
      config: access('pt', 'show'),
      schema: { response: { 200: TemplateRecord }, tags, summary: 'One permission template', params: idParams },
    },
    async (req) => templates.get(principalOf(req).organization.id, req.params.id),
  );

  app.post<{ Body: TemplateCreate }>(
    '/api/pt',
    {
      config: access('pt', 'create', LABELS),
      schema: {
        response: { 201: TemplateRecord },
        tags,
        summary: 'Create a permission template',
        body: TemplateCreate,
      },
    },
    async (req, reply) => reply.status(201).send(await templates.create(principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: TemplateUpdate }>(
    '/api/pt/:id',
    {
      config: access('pt', 'edit', LABELS),
      schema: {
        response: { 200: TemplateRecord },
        tags,
        summary: 'Change a permission template (send the version you read)',
        params: idParams,
        body: TemplateUpdate,
      },
    },
    async (req) => templates.update(principalOf(req), req.params.id, req.body),
  );

  app.delete<IdRequest>(
    '/api/pt/:id',
    {
      config: access('pt', 'delete'),
      schema: {
        response: { 200: TemplateRecord },
        tags,
        summary: 'Delete a permission template (roles keep their permissions)',
        params: idParams,
      },
    },
    async (req) => templates.remove(principalOf(req), req.params.id),
  );

  app.post<IdRequest & { Body: NewNameInput }>(
    '/api/pt/:id/duplicate',
    {
      config: access('pt', 'create', LABELS),
      schema: {
        response: { 201: TemplateRecord },
        tags,
        summary: 'A copy of the template under a new name',
        params: idParams,
        body: NewNameInput,
      },
    },
    async (req, reply) => reply.status(201).send(await templates.duplicate(principalOf(req), req.params.id, req.body.newName)),
  );
}
