import { createHash } from 'node:crypto';
import type { DocumentCategory, DocumentCreateBody, DocumentKind, DocumentUpdateBody } from '../../../contract/template.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { can } from '../permissions.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  countFromTemplate,
  deleteDocument,
  getDocument,
  insertDocument,
  listDocuments,
  updateDocument,
  type DocumentRow,
} from '../repositories/document-repository.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { cleanDocumentHtml } from './document-html.ts';
import { fillFacts, fillTemplate } from './document-fill.ts';
import type { ResourceService } from './resource-service.ts';
import type { VisitService } from './visit-service.ts';

/** The permission resource of each kind: templates are guarded by their own permissions. */
export const DOCUMENT_RESOURCE = { document: 'document', template: 'documentTemplate' } as const satisfies Record<DocumentKind, string>;
const NOUN = { document: 'document', template: 'template' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireKind(p: Principal, kind: DocumentKind, action: string): void {
  if (!can(p, DOCUMENT_RESOURCE[kind], action)) throw forbidden(`You do not have permission to ${action} ${DOCUMENT_RESOURCE[kind]}`);
}

/** What the audit log keeps of a body: its size and a fingerprint (autosave would otherwise copy the text on every save). */
function auditShape(row: Pick<DocumentRow, 'title' | 'category' | 'patientId' | 'visitId'> & { body?: string }) {
  const body = row.body ?? '';
  return {
    title: row.title,
    category: row.category,
    patientId: row.patientId,
    visitId: row.visitId,
    size: body.length,
    sha256: createHash('sha256').update(body).digest('hex').slice(0, 16),
  };
}

const record = (row: DocumentRow) => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** Documents and templates at /api/template: organisation-scoped, kind-guarded, versioned, sanitised, audited. */
export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly deps: { resources: ResourceService; visits: VisitService },
  ) {}

  /** The kinds the member may list; a filter naming a kind they may not list is a 403. */
  async list(p: Principal, query: ListQuery) {
    const kindFilter = query.conditions.find((c) => c.kind === 'eq' && c.column === 'kind');
    const asked = kindFilter?.kind === 'eq' ? (kindFilter.values as DocumentKind[]) : (['document', 'template'] as const);
    const allowed = asked.filter((k) => can(p, DOCUMENT_RESOURCE[k], 'list'));
    if (allowed.length < asked.length && kindFilter)
      requireKind(
        p,
        asked.find((k) => !allowed.includes(k))!,
        'list',
      );
    if (allowed.length === 0) requireKind(p, 'document', 'list');
    const page = await listDocuments(this.db, p.organization.id, allowed, query);
    return { rows: page.rows.map(record), total: page.total };
  }

  private async load(db: Db, p: Principal, id: string, action: string, lock = false): Promise<DocumentRow> {
    const row = UUID.test(id) ? await getDocument(db, p.organization.id, id, lock) : undefined;
    if (!row) throw notFound('Document not found');
    requireKind(p, row.kind, action);
    return row;
  }

  async get(p: Principal, id: string) {
    return record(await this.load(this.db, p, id, 'show'));
  }

  async create(p: Principal, body: DocumentCreateBody) {
    requireKind(p, body.kind, 'create');
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const values = body.kind === 'template' ? this.templateValues(body) : await this.documentValues(trx, p, body);
      const id = await insertDocument(trx, orgId, p.user.id, values);
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: DOCUMENT_RESOURCE[body.kind],
        recordId: id,
        action: 'create',
        before: null,
        after: { kind: body.kind, templateId: values.templateId, ...auditShape(values) },
      });
      return record((await getDocument(trx, orgId, id))!);
    });
  }

  private templateValues(body: DocumentCreateBody) {
    for (const field of ['templateId', 'patientId', 'visitId'] as const) {
      if (body[field])
        throw badRequest(`A template is not written for a ${field.slice(0, -2)}`, [{ field, message: 'Only a document has this' }]);
    }
    if (!body.title) throw badRequest('Title is required', [{ field: 'title', message: 'Title is required' }]);
    return {
      kind: 'template' as const,
      title: body.title,
      category: body.category ?? 'letter',
      body: cleanDocumentHtml(body.body ?? ''),
      templateId: null,
      patientId: null,
      visitId: null,
    };
  }

  /** A blank document, one with its own text, or one filled from a template for a patient and/or a visit. */
  private async documentValues(trx: Db, p: Principal, body: DocumentCreateBody) {
    let template: DocumentRow | undefined;
    if (body.templateId) {
      requireKind(p, 'template', 'show');
      template = await getDocument(trx, p.organization.id, body.templateId);
      if (template?.kind !== 'template') throw badRequest('Template not found', [{ field: 'templateId', message: 'Template not found' }]);
    }
    const facts = await fillFacts(trx, p, this.deps, { patientId: body.patientId ?? null, visitId: body.visitId ?? null });
    const filled = body.body ?? (template ? fillTemplate(template.body ?? '', facts) : '');
    const defaultTitle = [template?.title ?? 'Untitled document', facts.patientName].filter(Boolean).join(' — ');
    return {
      kind: 'document' as const,
      title: body.title ?? defaultTitle.slice(0, 200),
      category: (body.category ?? template?.category ?? 'letter') as DocumentCategory,
      body: cleanDocumentHtml(filled),
      templateId: template?.id ?? null,
      patientId: facts.patientId,
      visitId: facts.visitId,
    };
  }

  async update(p: Principal, id: string, body: DocumentUpdateBody) {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const before = await this.load(trx, p, id, 'edit', true);
      if (before.version !== body.version) {
        throw conflict(
          `This ${NOUN[before.kind]} was changed by someone else (version ${before.version}); reload it and apply your change again`,
        );
      }
      let { patientId, visitId } = before;
      if (body.patientId !== undefined || body.visitId !== undefined) {
        if (before.kind === 'template' && (body.patientId || body.visitId)) {
          throw badRequest('A template is not written for a patient', [{ field: 'patientId', message: 'Only a document has this' }]);
        }
        const facts = await fillFacts(trx, p, this.deps, {
          patientId: body.patientId === undefined ? patientId : body.patientId,
          visitId: body.visitId === undefined ? visitId : body.visitId,
        });
        ({ patientId, visitId } = facts);
      }
      const next = {
        title: body.title ?? before.title,
        category: body.category ?? before.category,
        body: body.body === undefined ? (before.body ?? '') : cleanDocumentHtml(body.body),
        patientId,
        visitId,
      };
      if (!(await updateDocument(trx, orgId, p.user.id, id, body.version, next))) {
        throw conflict(`This ${NOUN[before.kind]} was changed by someone else; reload it and apply your change again`);
      }
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: DOCUMENT_RESOURCE[before.kind],
        recordId: id,
        action: 'update',
        before: auditShape(before),
        after: auditShape(next),
      });
      return record((await getDocument(trx, orgId, id))!);
    });
  }

  /** Deletes a document or template; documents filled from a template keep their text (and lose the link). */
  async remove(p: Principal, id: string) {
    const orgId = p.organization.id;
    return inTransaction(this.db, async (trx) => {
      const before = await this.load(trx, p, id, 'delete', true);
      const filled = before.kind === 'template' ? await countFromTemplate(trx, orgId, id) : 0;
      await deleteDocument(trx, orgId, id);
      await writeAudit(trx, {
        orgId,
        userId: p.user.id,
        resource: DOCUMENT_RESOURCE[before.kind],
        recordId: id,
        action: 'delete',
        before: { kind: before.kind, ...auditShape(before) },
        after: filled ? { documentsKept: filled } : null,
      });
      const { body: _body, ...rest } = record(before);
      return rest;
    });
  }
}
