import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NewNameInput, TemplateRecord } from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import type { Administration } from '../../services/administration.ts';
import type { TemplateInput } from '../../services/template-service.ts';
import { access, idParams, permissionList, sendList, updateSchema, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = { name: 'Name', description: 'Description', permissions: 'Permissions', newName: 'New name' };

const PROPERTIES = {
  name: { type: 'string', minLength: 1, maxLength: 60, title: LABELS.name },
  description: { type: ['string', 'null'], maxLength: 300, title: LABELS.description },
  permissions: { ...permissionList, title: LABELS.permissions, description: '"resource.action" names' },
};

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

  app.post<{ Body: TemplateInput }>(
    '/api/pt',
    {
      config: access('pt', 'create', LABELS),
      schema: {
        response: { 201: TemplateRecord },
        tags,
        summary: 'Create a permission template',
        body: { type: 'object', additionalProperties: false, required: ['name'], properties: PROPERTIES },
      },
    },
    async (req, reply) => reply.status(201).send(await templates.create(principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: TemplateInput }>(
    '/api/pt/:id',
    {
      config: access('pt', 'edit', LABELS),
      schema: {
        response: { 200: TemplateRecord },
        tags,
        summary: 'Change a permission template (send the version you read)',
        params: idParams,
        body: updateSchema(PROPERTIES, ['isSystem']),
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
