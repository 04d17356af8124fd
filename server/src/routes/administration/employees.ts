import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CreatedEmployee, EmployeeRecord, PasswordReset } from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import type { Administration } from '../../services/administration.ts';
import type { EmployeeInput } from '../../services/employee-service.ts';
import { access, idParams, nullableUuid, sendList, updateSchema, uuid, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  roleIds: 'Roles',
  departmentId: 'Department',
  nodeIds: 'Nodes',
  isActive: 'Active',
  password: 'One-time password',
};

const PROPERTIES = {
  firstName: { type: 'string', minLength: 1, maxLength: 80, title: LABELS.firstName },
  lastName: { type: ['string', 'null'], maxLength: 80, title: LABELS.lastName },
  email: { type: 'string', format: 'email', maxLength: 254, title: LABELS.email },
  phone: { type: ['string', 'null'], pattern: '^(\\+?[0-9 ()-]{4,20})?$', title: LABELS.phone },
  roleIds: { type: 'array', maxItems: 50, items: uuid, title: LABELS.roleIds },
  departmentId: { ...nullableUuid, title: LABELS.departmentId },
  nodeIds: { type: 'array', maxItems: 500, items: uuid, title: LABELS.nodeIds },
  isActive: { type: 'boolean', title: LABELS.isActive },
};

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'email'],
  properties: {
    ...PROPERTIES,
    password: {
      type: 'string',
      maxLength: 200,
      title: LABELS.password,
      description: 'Optional: generated (and answered once) when absent',
    },
  },
};

const LIST = listShape(
  'emp',
  'Employees',
  [
    { name: 'name', type: 'string', searchable: true },
    { name: 'firstName', type: 'string' },
    { name: 'lastName', type: 'string' },
    { name: 'email', type: 'string' },
    { name: 'phone', type: 'string' },
    { name: 'departmentId', type: 'reference' },
    { name: 'isActive', type: 'boolean' },
    { name: 'mustChangePassword', type: 'boolean' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
    { name: 'roleId', type: 'reference', filterOnly: true },
    { name: 'nodeId', type: 'reference', filterOnly: true },
  ],
  { field: 'name', order: 'ASC' },
);

/** `/api/emp`: the organisation's employees (spec §7: GET list, POST, PUT {id}, GET {id}) and a password reset. */
export function employeeRoutes(app: FastifyInstance, admin: Administration) {
  app.ctx.permissions.register({
    resource: 'emp',
    label: 'Employees',
    category: 'Administration',
    actions: ['list', 'show', 'create', 'edit', 'export', 'reset-password'],
  });
  const { employees } = admin;
  const tags = ['Administration'];

  app.get<ListRequest>(
    '/api/emp',
    {
      config: access('emp', 'list'),
      schema: {
        response: { 200: Type.Array(EmployeeRecord) },
        tags,
        summary: 'List employees (filter: q, id, isActive, roleId, nodeId, departmentId)',
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      return sendList(reply, 'emp', query.offset, await employees.list(principalOf(req).organization.id, query));
    },
  );

  app.get<IdRequest>(
    '/api/emp/:id',
    {
      config: access('emp', 'show'),
      schema: { response: { 200: EmployeeRecord }, tags, summary: 'One employee', params: idParams },
    },
    async (req) => employees.get(principalOf(req).organization.id, req.params.id),
  );

  app.post<{ Body: EmployeeInput }>(
    '/api/emp',
    {
      config: access('emp', 'create', LABELS),
      schema: {
        response: { 201: CreatedEmployee },
        tags,
        summary: 'Add an employee; answers the one-time password once when it was generated',
        body: createBody,
      },
    },
    async (req, reply) => reply.status(201).send(await employees.create(principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: EmployeeInput }>(
    '/api/emp/:id',
    {
      config: access('emp', 'edit', LABELS),
      schema: {
        response: { 200: EmployeeRecord },
        tags,
        summary: 'Change an employee (send the version you read); isActive false signs them out at once',
        params: idParams,
        body: updateSchema(PROPERTIES, ['name', 'roles', 'isAdmin', 'mustChangePassword', 'temporaryPassword', 'existingAccount']),
      },
    },
    async (req) => employees.update(principalOf(req), req.params.id, req.body),
  );

  app.post<IdRequest & { Body: { password?: string } | undefined }>(
    '/api/emp/:id/reset-password',
    {
      config: access('emp', 'reset-password', { password: LABELS.password }),
      schema: {
        response: { 200: PasswordReset },
        tags,
        summary: 'A new one-time password (generated and answered once when none is given), to be changed at the next sign-in',
        params: idParams,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { password: createBody.properties.password } },
      },
    },
    async (req) => employees.resetPassword(principalOf(req), req.params.id, req.body?.password),
  );
}
