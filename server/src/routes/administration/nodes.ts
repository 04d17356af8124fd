import { ListParams } from '../../../../contract/common.ts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  BulkNodesInput,
  BulkNodesResult,
  NodeCreateBody,
  NodeInput as NodeInputSchema,
  NodeRecord,
  NodeUpdate,
} from '../../../../contract/administration.ts';
import { principalOf } from '../../context.ts';
import { badRequest, invalidFields } from '../../errors.ts';
import { createAjv } from '../../schema/ajv.ts';
import { listShape, parseAdminList } from '../../services/admin-list.ts';
import type { Administration } from '../../services/administration.ts';
import { fieldLabels, fieldProblems } from '../../services/field-problems.ts';
import { bulkCreateNodes } from '../../services/node-bulk.ts';
import { NODE_LABELS, NODE_TYPES, type NodeInput } from '../../services/node-service.ts';
import { access, idParams, sendList, type IdRequest, type ListRequest } from './shared.ts';

const validateCreate = createAjv().compile(NodeInputSchema);

const LIST = listShape(
  'cluster',
  'Nodes',
  [
    { name: 'name', type: 'string', searchable: true },
    { name: 'code', type: 'string' },
    { name: 'type', type: 'enum', values: NODE_TYPES },
    { name: 'parentId', type: 'reference' },
    { name: 'address', type: 'string' },
    { name: 'phone', type: 'string' },
    { name: 'isActive', type: 'boolean' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
  ],
  { field: 'name', order: 'ASC' },
);

const ONE_NODE = 'Send one node: an array holding one node (or the node itself); use /api/cluster/bulk-create for several';

/** The spec's create body is an array of one node; the node itself is accepted too (react-admin's create sends that). */
function oneNode(body: unknown): NodeInput {
  const node = Array.isArray(body) ? (body.length === 1 ? body[0] : undefined) : body;
  if (typeof node !== 'object' || node === null || Array.isArray(node)) throw badRequest(ONE_NODE, [{ field: 'nodes', message: ONE_NODE }]);
  if (!validateCreate(node)) throw invalidFields(fieldProblems(validateCreate.errors, NODE_LABELS));
  return node as NodeInput;
}

/** `/api/cluster` (spec §7): the laboratory's sites as a tree, created one by one or from a list / CSV. */
export function nodeRoutes(app: FastifyInstance, admin: Administration) {
  app.ctx.permissions.register({
    resource: 'cluster',
    label: 'Nodes',
    category: 'Administration',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  });
  const { nodes } = admin;
  const tags = ['Administration'];

  app.get<ListRequest>(
    '/api/cluster',
    {
      config: access('cluster', 'list'),
      schema: {
        response: { 200: Type.Array(NodeRecord) },
        tags,
        summary: 'List nodes (filter: q, id, type, parentId (null = top level), isActive)',
        querystring: ListParams,
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      return sendList(reply, 'cluster', query.offset, await nodes.list(principalOf(req).organization.id, query));
    },
  );

  app.get<IdRequest>(
    '/api/cluster/:id',
    {
      config: access('cluster', 'show'),
      schema: { response: { 200: NodeRecord }, tags, summary: 'One node', params: idParams },
    },
    async (req) => nodes.get(principalOf(req).organization.id, req.params.id),
  );

  app.post(
    '/api/cluster',
    {
      config: access('cluster', 'create', NODE_LABELS),
      schema: {
        response: { 201: NodeRecord },
        tags,
        summary: `Create a node: body [node] (or node), node = { code, name, type: ${NODE_TYPES.join(' | ')}, parentId?, address?, phone?, isActive? }`,
        body: NodeCreateBody,
      },
      // The body is declared for the document and checked by oneNode (the same NodeInput), whose answer names
      // the one-node rule; Fastify's check of the union would only say that no branch matched.
      validatorCompiler: () => () => true,
    },
    async (req, reply) => reply.status(201).send(await nodes.create(principalOf(req), oneNode(req.body))),
  );

  app.post<{ Body: BulkNodesInput }>(
    '/api/cluster/bulk-create',
    {
      config: access('cluster', 'create', fieldLabels(BulkNodesInput)),
      schema: {
        response: { 201: BulkNodesResult },
        tags,
        summary: 'Create many nodes at once, all or none: { nodes: [...] } or { csv: "code,name,type,parentCode,…" }',
        body: BulkNodesInput,
      },
    },
    async (req, reply) => reply.status(201).send(await bulkCreateNodes(app.ctx.db, principalOf(req), req.body)),
  );

  app.put<IdRequest & { Body: NodeUpdate }>(
    '/api/cluster/:id',
    {
      config: access('cluster', 'edit', NODE_LABELS),
      schema: {
        response: { 200: NodeRecord },
        tags,
        summary: 'Change a node (send the version you read); a move under its own sub-node is refused',
        params: idParams,
        body: NodeUpdate,
      },
    },
    async (req) => nodes.update(principalOf(req), req.params.id, req.body),
  );

  app.delete<IdRequest>(
    '/api/cluster/:id',
    {
      config: access('cluster', 'delete'),
      schema: { response: { 200: NodeRecord }, tags, summary: 'Delete a node without sub-nodes or employees', params: idParams },
    },
    async (req) => nodes.remove(principalOf(req), req.params.id),
  );
}
