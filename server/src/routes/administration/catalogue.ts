import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  CategoryRecord,
  PermissionCreate,
  PermissionRecord,
  PermissionResourceCreate,
  PermissionResourceRecord,
  PermissionResourceUpdate,
  PermissionUpdate,
} from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { listShape, pageInMemory, parseAdminList, type ListShape } from '../../services/admin-list.ts';
import type { Administration } from '../../services/administration.ts';
import type { CustomPermissionService } from '../../services/custom-permission-service.ts';
import { fieldLabels } from '../../services/field-problems.ts';
import type { Catalogue, PermissionCatalogue } from '../../services/permission-catalogue.ts';
import { access, idParams, sendList, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = fieldLabels(PermissionResourceCreate, PermissionCreate);

const SHAPES = {
  resource: listShape(
    'resource',
    'Resources',
    [
      { name: 'label', type: 'string', searchable: true },
      { name: 'resource', type: 'string' },
      { name: 'category', type: 'string' },
      { name: 'categoryId', type: 'string' },
      { name: 'builtIn', type: 'boolean' },
      { name: 'id', type: 'string' },
    ],
    { field: 'label', order: 'ASC' },
  ),
  permission: listShape(
    'permission',
    'Permissions',
    [
      { name: 'id', type: 'string', searchable: true },
      { name: 'resource', type: 'string' },
      { name: 'action', type: 'string' },
      { name: 'resourceLabel', type: 'string' },
      { name: 'category', type: 'string' },
      { name: 'categoryId', type: 'string' },
      { name: 'builtIn', type: 'boolean' },
    ],
    { field: 'id', order: 'ASC' },
  ),
  cc: listShape(
    'cc',
    'Permission categories',
    [
      { name: 'name', type: 'string', searchable: true },
      { name: 'builtIn', type: 'boolean' },
      { name: 'resourceCount', type: 'integer' },
      { name: 'id', type: 'string' },
    ],
    { field: 'name', order: 'ASC' },
  ),
};

type Kind = keyof typeof SHAPES;
const ROWS: Record<Kind, (c: Catalogue) => Record<string, unknown>[]> = {
  resource: (c) => c.resources as unknown as Record<string, unknown>[],
  permission: (c) => c.permissions as unknown as Record<string, unknown>[],
  cc: (c) => c.categories as unknown as Record<string, unknown>[],
};
const SEARCH: Record<Kind, (r: Record<string, unknown>) => string> = {
  resource: (r) => `${r.resource} ${r.label} ${r.category} ${(r.actions as string[]).join(' ')}`,
  permission: (r) => `${r.id} ${r.resourceLabel} ${r.category} ${r.description ?? ''}`,
  cc: (r) => String(r.name),
};

/** The answer's record of each catalogue list. */
const RECORDS = { resource: PermissionResourceRecord, permission: PermissionRecord, cc: CategoryRecord };
const NOT_FOUND: Record<Kind, string> = { resource: 'Resource not found', permission: 'Permission not found', cc: 'Category not found' };

const TAGS = ['Administration'];

/** GET list and GET {id} of the three: read from the catalogue in memory (a few hundred entries at most). */
function readRoutes(app: FastifyInstance, catalogue: PermissionCatalogue) {
  const load = (orgId: string) => catalogue.load(app.ctx.db, orgId);
  for (const kind of ['resource', 'permission', 'cc'] as const) {
    const label = SHAPES[kind].def.label.toLowerCase();
    app.get<ListRequest>(
      `/api/${kind}`,
      {
        config: access(kind, 'list'),
        schema: {
          response: { 200: Type.Array(RECORDS[kind]) },
          tags: TAGS,
          summary: `List ${label} (built in and the organisation's own)`,
          querystring: ListParams,
        },
      },
      async (req, reply: FastifyReply) => {
        const query = parseAdminList(SHAPES[kind] as ListShape, req.query);
        const page = pageInMemory(ROWS[kind](await load(principalOf(req).organization.id)), query, SEARCH[kind]);
        return sendList(reply, kind, query.offset, page);
      },
    );
    app.get<IdRequest>(
      `/api/${kind}/:id`,
      {
        config: access(kind, 'show'),
        schema: { response: { 200: RECORDS[kind] }, tags: TAGS, summary: `One of the ${label}`, params: idParams },
      },
      async (req) => {
        const found = ROWS[kind](await load(principalOf(req).organization.id)).find((r) => r.id === req.params.id);
        if (!found) throw notFound(NOT_FOUND[kind]);
        return found;
      },
    );
  }
}

function resourceWrites(app: FastifyInstance, custom: CustomPermissionService) {
  app.post<{ Body: PermissionResourceCreate }>(
    '/api/resource',
    {
      config: access('resource', 'create', LABELS),
      schema: {
        response: { 201: PermissionResourceRecord },
        tags: TAGS,
        summary: "A resource of the organisation's own, with its actions",
        body: PermissionResourceCreate,
      },
    },
    async (req, reply) => reply.status(201).send(await custom.createResource(principalOf(req), req.body)),
  );
  app.put<IdRequest & { Body: PermissionResourceUpdate }>(
    '/api/resource/:id',
    {
      config: access('resource', 'edit', LABELS),
      schema: {
        response: { 200: PermissionResourceRecord },
        tags: TAGS,
        summary: "Change an organisation's own resource (built-in ones: 409)",
        params: idParams,
        body: PermissionResourceUpdate,
      },
    },
    async (req) => custom.updateResource(principalOf(req), req.params.id, req.body),
  );
  app.delete<IdRequest>(
    '/api/resource/:id',
    {
      config: access('resource', 'delete'),
      schema: {
        response: { 200: PermissionResourceRecord },
        tags: TAGS,
        summary: "Delete an organisation's own resource; roles and templates lose its permissions",
        params: idParams,
      },
    },
    async (req) => custom.deleteResource(principalOf(req), req.params.id),
  );
  app.delete<IdRequest>(
    '/api/cc/:id',
    {
      config: access('cc', 'delete'),
      schema: {
        response: { 200: CategoryRecord },
        tags: TAGS,
        summary: "Delete an organisation's own, empty category (built-in ones: 409)",
        params: idParams,
      },
    },
    async (req) => custom.deleteCategory(principalOf(req), req.params.id),
  );
}

function permissionWrites(app: FastifyInstance, custom: CustomPermissionService) {
  app.post<{ Body: PermissionCreate }>(
    '/api/permission',
    {
      config: access('permission', 'create', LABELS),
      schema: {
        response: { 201: PermissionRecord },
        tags: TAGS,
        summary: "An action of the organisation's own on a resource",
        body: PermissionCreate,
      },
    },
    async (req, reply) => reply.status(201).send(await custom.createPermission(principalOf(req), req.body)),
  );
  app.put<IdRequest & { Body: PermissionUpdate }>(
    '/api/permission/:id',
    {
      config: access('permission', 'edit', LABELS),
      schema: {
        response: { 200: PermissionRecord },
        tags: TAGS,
        summary: "Change the description of an organisation's own permission (built-in ones: 409)",
        params: idParams,
        body: PermissionUpdate,
      },
    },
    async (req) => custom.updatePermission(principalOf(req), req.params.id, req.body),
  );
  app.delete<IdRequest>(
    '/api/permission/:id',
    {
      config: access('permission', 'delete'),
      schema: {
        response: { 200: PermissionRecord },
        tags: TAGS,
        summary: "Delete an organisation's own permission; roles and templates lose it",
        params: idParams,
      },
    },
    async (req) => custom.deletePermission(principalOf(req), req.params.id),
  );
}

/** `/api/resource`, `/api/permission`, `/api/cc` (spec §7): what can be granted, built in and the organisation's own. */
export function catalogueRoutes(app: FastifyInstance, admin: Administration) {
  const crud = ['list', 'show', 'create', 'edit', 'delete'];
  app.ctx.permissions.register({ resource: 'resource', label: 'Resources', category: 'Administration', actions: crud });
  app.ctx.permissions.register({ resource: 'permission', label: 'Permissions', category: 'Administration', actions: crud });
  app.ctx.permissions.register({
    resource: 'cc',
    label: 'Permission categories',
    category: 'Administration',
    actions: ['list', 'show', 'delete'],
  });
  readRoutes(app, admin.catalogue);
  resourceWrites(app, admin.custom);
  permissionWrites(app, admin.custom);
}
