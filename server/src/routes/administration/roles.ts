import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ApplyTemplateRequest,
  ApplyTemplateResult,
  DeletedRole,
  NewNameInput,
  RoleCreate,
  RoleDeleteInput,
  RoleRecord,
  RoleUpdate,
} from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import { fieldLabels } from '../../services/field-problems.ts';
import type { Administration } from '../../services/administration.ts';
import type { RoleService } from '../../services/role-service.ts';
import type { ApplyMode } from '../../services/template-service.ts';
import { access, idParams, sendList, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = { ...fieldLabels(RoleCreate), newName: 'New name', reassignTo: 'Move users to', templateId: 'Template' };

const LIST = listShape(
  'role',
  'Roles',
  [
    { name: 'name', type: 'string', searchable: true },
    { name: 'description', type: 'string' },
    { name: 'isAdmin', type: 'boolean' },
    { name: 'isSystem', type: 'boolean' },
    { name: 'userCount', type: 'integer' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
    { name: 'permission', type: 'string', filterOnly: true },
  ],
  { field: 'name', order: 'ASC' },
);

const MODE_MESSAGE = "Permissions must be 'replace', 'merge', or the list of permissions the role should hold";

/** `permissions` of apply-template: 'replace' | 'merge' | the exact list the administrator confirmed after the diff. */
function applyMode(value: unknown): ApplyMode {
  if (value === 'replace' || value === 'merge') return value;
  if (Array.isArray(value) && value.every((p) => typeof p === 'string')) return value as string[];
  throw badRequest(MODE_MESSAGE, [{ field: 'permissions', message: MODE_MESSAGE }]);
}

const tags = ['Administration'];

/** `/api/role` (spec §7): roles and their permissions, duplication, deletion with reassignment, templates applied. */
export function roleRoutes(app: FastifyInstance, admin: Administration) {
  app.ctx.permissions.register({
    resource: 'role',
    label: 'Roles',
    category: 'Administration',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  });
  crudRoutes(app, admin.roles);
  actionRoutes(app, admin);
}

function crudRoutes(app: FastifyInstance, roles: RoleService) {
  app.get<ListRequest>(
    '/api/role',
    {
      config: access('role', 'list'),
      schema: {
        response: { 200: Type.Array(RoleRecord) },
        tags,
        summary: 'List roles (filter: q, id, isAdmin, isSystem, permission)',
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      return sendList(reply, 'role', query.offset, await roles.list(principalOf(req).organization.id, query));
    },
  );

  app.get<IdRequest>(
    '/api/role/:id',
    {
      config: access('role', 'show'),
      schema: { response: { 200: RoleRecord }, tags, summary: 'One role with its permissions', params: idParams },
    },
    async (req) => roles.get(principalOf(req).organization.id, req.params.id),
  );

  app.post<{ Body: RoleCreate }>(
    '/api/role',
    {
      config: access('role', 'create', LABELS),
      schema: {
        response: { 201: RoleRecord },
        tags,
        summary: 'Create a role',
        body: RoleCreate,
      },
    },
    async (req, reply) => reply.status(201).send(await roles.create(principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: RoleUpdate }>(
    '/api/role/:id',
    {
      config: access('role', 'edit', LABELS),
      schema: {
        response: { 200: RoleRecord },
        tags,
        summary: 'Change a role; permissions replace the whole list',
        params: idParams,
        body: RoleUpdate,
      },
    },
    async (req) => roles.update(principalOf(req), req.params.id, req.body),
  );

  app.delete<IdRequest & { Body: RoleDeleteInput | undefined }>(
    '/api/role/:id',
    {
      config: access('role', 'delete', LABELS),
      schema: {
        response: { 200: DeletedRole },
        tags,
        summary: 'Delete a role; while users hold it, say which role they move to ({ reassignTo })',
        params: idParams,
        body: RoleDeleteInput,
      },
    },
    async (req) => roles.remove(principalOf(req), req.params.id, req.body?.reassignTo),
  );
}

/** The spec's custom actions of a role: duplicate and apply-template. */
function actionRoutes(app: FastifyInstance, { roles, templates }: Administration) {
  app.post<IdRequest & { Body: NewNameInput }>(
    '/api/role/:id/duplicate',
    {
      config: access('role', 'create', LABELS),
      schema: {
        response: { 201: RoleRecord },
        tags,
        summary: 'A copy of the role and its permissions under a new name',
        params: idParams,
        body: NewNameInput,
      },
    },
    async (req, reply) => reply.status(201).send(await roles.duplicate(principalOf(req), req.params.id, req.body.newName)),
  );

  app.post<IdRequest & { Body: ApplyTemplateRequest }>(
    '/api/role/:id/apply-template',
    {
      config: access('role', 'edit', LABELS),
      schema: {
        response: { 200: ApplyTemplateResult },
        tags,
        summary: "Apply a template: permissions 'replace' | 'merge' | the confirmed list; dryRun answers the diff only",
        params: idParams,
        body: ApplyTemplateRequest,
      },
    },
    async (req) => templates.apply(principalOf(req), req.params.id, { ...req.body, permissions: applyMode(req.body.permissions) }),
  );
}
