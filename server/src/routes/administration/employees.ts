import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  CreatedEmployee,
  EmployeeCreate,
  EmployeeRecord,
  EmployeeUpdate,
  PasswordReset,
  PasswordResetInput,
} from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import type { Administration } from '../../services/administration.ts';
import { fieldLabels } from '../../services/field-problems.ts';
import { access, idParams, sendList, type IdRequest, type ListRequest } from './shared.ts';

const LABELS = fieldLabels(EmployeeCreate);

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

  app.post<{ Body: EmployeeCreate }>(
    '/api/emp',
    {
      config: access('emp', 'create', LABELS),
      schema: {
        response: { 201: CreatedEmployee },
        tags,
        summary: 'Add an employee; answers the one-time password once when it was generated',
        body: EmployeeCreate,
      },
    },
    async (req, reply) => reply.status(201).send(await employees.create(principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: EmployeeUpdate }>(
    '/api/emp/:id',
    {
      config: access('emp', 'edit', LABELS),
      schema: {
        response: { 200: EmployeeRecord },
        tags,
        summary: 'Change an employee (send the version you read); isActive false signs them out at once',
        params: idParams,
        body: EmployeeUpdate,
      },
    },
    async (req) => employees.update(principalOf(req), req.params.id, req.body),
  );

  app.post<IdRequest & { Body: PasswordResetInput | undefined }>(
    '/api/emp/:id/reset-password',
    {
      config: access('emp', 'reset-password', { password: LABELS.password }),
      schema: {
        response: { 200: PasswordReset },
        tags,
        summary: 'A new one-time password (generated and answered once when none is given), to be changed at the next sign-in',
        params: idParams,
        body: PasswordResetInput,
      },
    },
    async (req) => employees.resetPassword(principalOf(req), req.params.id, req.body?.password),
  );
}
