import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody, ListParams } from '../../../contract/common.ts';
import {
  DOCUMENT_IMAGE_MAX,
  DOCUMENT_IMAGE_TYPES,
  DocumentCreateBody,
  DocumentImageAnswer,
  DocumentImageParams,
  DocumentList,
  DocumentRecord,
  DocumentUpdateBody,
  type DocumentKind,
} from '../../../contract/template.ts';
import { principalOf, type Permission } from '../context.ts';
import { can } from '../permissions.ts';
import { parseJson } from '../schema/list-query.ts';
import { listShape, parseAdminList } from '../services/admin-list.ts';
import { readImage, storeImage } from '../services/document-images.ts';
import { backfillTemplates, documentTemplateSeeder } from '../services/document-seeds.ts';
import { DOCUMENT_RESOURCE, DocumentService } from '../services/document-service.ts';
import { VisitService } from '../services/visit-service.ts';
import { sendPage } from './resources.ts';

const tags = ['Documents'];
const LABELS = { title: 'Title', category: 'Category', body: 'Text', templateId: 'Template', patientId: 'Patient', visitId: 'Visit' };
const IdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

const LIST = listShape(
  'template',
  'Documents',
  [
    { name: 'title', type: 'string', searchable: true },
    { name: 'kind', type: 'enum', values: ['document', 'template'] },
    { name: 'category', type: 'string' },
    { name: 'templateId', type: 'reference' },
    { name: 'patientId', type: 'reference' },
    { name: 'visitId', type: 'reference' },
    { name: 'size', type: 'integer' },
    { name: 'createdAt', type: 'datetime' },
    { name: 'updatedAt', type: 'datetime' },
    { name: 'id', type: 'reference' },
  ],
  { field: 'updatedAt', order: 'DESC' },
);

/**
 * The permission a /api/template route demands before its handler runs. A route about one kind names that kind's
 * resource; a route about a record of either kind lets through a member who holds the action on documents (the
 * service then checks the record's own kind) and otherwise demands it on templates.
 */
const eitherKind =
  (...actions: string[]) =>
  (req: FastifyRequest): Permission | null => {
    const p = principalOf(req);
    return actions.some((a) => can(p, DOCUMENT_RESOURCE.document, a)) ? null : { resource: DOCUMENT_RESOURCE.template, action: actions[0] };
  };

const kindOf = (value: unknown): DocumentKind | undefined => (value === 'document' || value === 'template' ? value : undefined);

function listAccess(req: FastifyRequest): Permission | null {
  const filter = parseJson<Record<string, unknown>>((req.query as ListParams).filter, 'filter', {});
  const kind = kindOf(filter?.kind);
  return kind ? { resource: DOCUMENT_RESOURCE[kind], action: 'list' } : eitherKind('list')(req);
}

const createAccess = (req: FastifyRequest): Permission => ({
  resource: DOCUMENT_RESOURCE[kindOf((req.body as { kind?: unknown } | undefined)?.kind) ?? 'document'],
  action: 'create',
});

/** `/api/template` (spec §7): documents and document templates; images pasted into them. */
export async function templateRoutes(app: FastifyInstance) {
  const { db, permissions, resources, organizations } = app.ctx;
  permissions.register({
    resource: 'document',
    label: 'Documents',
    category: 'Documents',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  });
  permissions.register({
    resource: 'documentTemplate',
    label: 'Document templates',
    category: 'Documents',
    actions: ['list', 'show', 'create', 'edit', 'delete'],
  });
  app.ctx.registry.addReference('patient', { table: 'documents', column: 'patient_id', plural: 'documents', singular: 'document' });
  organizations.addSeeder(documentTemplateSeeder);
  app.addHook('onReady', async () => {
    const seeded = await backfillTemplates(db);
    if (seeded) app.log.info(`Gave ${seeded} organisation(s) created before documents their starter templates`);
  });
  const documents = new DocumentService(db, { resources, visits: new VisitService(db) });

  app.get<{ Querystring: ListParams }>(
    '/api/template',
    {
      config: { permission: listAccess },
      schema: {
        tags,
        summary: 'Documents and templates: filter q, kind, category, templateId, patientId, visitId, id; sort updatedAt|title|…',
        querystring: ListParams,
        response: { 200: DocumentList, ...errors },
      },
    },
    async (req, reply) => {
      const query = parseAdminList(LIST, req.query);
      const page = await documents.list(principalOf(req), query);
      return sendPage(reply, 'template', query.offset, page.rows, page.total);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/template/:id',
    {
      config: { permission: eitherKind('show') },
      schema: { tags, summary: 'A document or template with its HTML', params: IdParams, response: { 200: DocumentRecord, ...errors } },
    },
    async (req) => documents.get(principalOf(req), req.params.id),
  );

  app.post<{ Body: DocumentCreateBody }>(
    '/api/template',
    {
      config: { permission: createAccess, labels: LABELS },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'A template, or a document (blank, with its text, or filled from a template for a patient and/or visit)',
        body: DocumentCreateBody,
        response: { 201: DocumentRecord, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await documents.create(principalOf(req), req.body)),
  );

  app.put<{ Params: { id: string }; Body: DocumentUpdateBody }>(
    '/api/template/:id',
    {
      config: { permission: eitherKind('edit'), labels: LABELS },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Save a document or template; carries the version read (stale → 409)',
        params: IdParams,
        body: DocumentUpdateBody,
        response: { 200: DocumentRecord, ...errors },
      },
    },
    async (req) => documents.update(principalOf(req), req.params.id, req.body),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/template/:id',
    {
      config: { permission: eitherKind('delete') },
      schema: { tags, summary: 'Delete a document or template (documents filled from a template keep their text)', params: IdParams },
    },
    async (req) => documents.remove(principalOf(req), req.params.id),
  );

  await imageRoutes(app);
}

/** Images go in as the raw bytes of one file (the editor's upload adapter), and come out by their unguessable key. */
async function imageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await app.register(async (scope) => {
    for (const type of DOCUMENT_IMAGE_TYPES) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: DOCUMENT_IMAGE_MAX * 2 }, (_req, body, done) => done(null, body));
    }
    scope.post<{ Body: Buffer }>(
      '/api/template/images',
      {
        config: { permission: eitherKind('edit', 'create') },
        schema: {
          tags,
          summary: `Store an image for a document (PNG, JPEG, GIF or WebP; at most ${DOCUMENT_IMAGE_MAX / 1024 / 1024} MB; the body is the file)`,
          response: { 201: DocumentImageAnswer, ...errors },
        },
      },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body)) {
          return reply
            .status(415)
            .send({ status: 415, error: 'Send the image file itself (PNG, JPEG, GIF or WebP)', title: 'Not an image', details: [] });
        }
        return reply.status(201).send(await storeImage(db, principalOf(req), req.headers['content-type'] ?? '', req.body));
      },
    );
  });

  // An <img> cannot carry the bearer token: the key (32 random bytes) is the capability, as the public report hash is.
  app.get<{ Params: DocumentImageParams }>(
    '/api/template/images/:key',
    { config: { public: true }, schema: { tags, summary: 'An image stored for a document', params: DocumentImageParams } },
    async (req, reply) => {
      const image = await readImage(db, req.params.key);
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(image.bytes);
    },
  );
}
