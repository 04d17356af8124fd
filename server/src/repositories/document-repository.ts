import { sql } from 'kysely';
import type { DocumentCategory, DocumentKind } from '../../../contract/template.ts';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { orderSql, pageSql, whereSql, type ListColumns } from './list-sql.ts';
import { patientFullName, userName } from './visit-repository.ts';

/** A document or template as read (the body only when asked for). */
export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  title: string;
  category: DocumentCategory;
  templateId: string | null;
  template: { id: string; title: string } | null;
  patientId: string | null;
  patient: { id: string; code: string; fullName: string } | null;
  visitId: string | null;
  visit: { id: string; code: string } | null;
  size: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: { id: string; name: string } | null;
  updatedBy: { id: string; name: string } | null;
  body?: string;
}

export interface DocumentValues {
  kind: DocumentKind;
  title: string;
  category: DocumentCategory;
  body: string;
  templateId: string | null;
  patientId: string | null;
  visitId: string | null;
}

const FROM = sql`documents d
  left join documents t on t.id = d.template_id
  left join patients p on p.org_id = d.org_id and p.id = d.patient_id
  left join m_patient_name_prefixes px on px.org_id = p.org_id and px.id = p.prefix_id
  left join visits v on v.org_id = d.org_id and v.id = d.visit_id
  left join users cu on cu.id = d.created_by
  left join users uu on uu.id = d.updated_by`;

const COLUMNS = sql`d.id, d.kind, d.title, d.category, d.template_id as "templateId",
  case when t.id is null then null else json_build_object('id', t.id, 'title', t.title) end as template,
  d.patient_id as "patientId",
  case when p.id is null then null else json_build_object('id', p.id, 'code', p.code, 'fullName', ${patientFullName('p', 'px')}) end as patient,
  d.visit_id as "visitId", case when v.id is null then null else json_build_object('id', v.id, 'code', v.code) end as visit,
  length(d.body)::int as size, d.version, d.created_at as "createdAt", d.updated_at as "updatedAt",
  ${userName('cu')} as "createdBy", ${userName('uu')} as "updatedBy"`;

const LIST: ListColumns = {
  columns: {
    id: sql`d.id`,
    kind: sql`d.kind`,
    title: sql`d.title`,
    category: sql`d.category`,
    templateId: sql`d.template_id`,
    patientId: sql`d.patient_id`,
    visitId: sql`d.visit_id`,
    createdAt: sql`d.created_at`,
    updatedAt: sql`d.updated_at`,
    size: sql`length(d.body)`,
  },
  search: sql`d.title || ' ' || coalesce(p.first_name || ' ' || p.last_name || ' ' || p.code, '') || ' ' || coalesce(v.code, '')`,
  id: sql`d.id`,
};

/** A page of the organisation's documents and templates of the given kinds (the member may list only those). */
export async function listDocuments(db: Db, orgId: string, kinds: DocumentKind[], query: ListQuery) {
  const where = whereSql(sql`d.org_id = ${orgId} and d.kind in (${sql.join(kinds)})`, query.conditions, LIST);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from ${FROM} where ${where}`.execute(db);
  const total = count[0].n;
  if (total === 0 || query.offset >= total) return { rows: [] as DocumentRow[], total };
  const { rows } = await sql<DocumentRow>`select ${COLUMNS} from ${FROM} where ${where}
    order by ${orderSql(query, LIST)} ${pageSql(query)}`.execute(db);
  return { rows, total };
}

export async function getDocument(db: Db, orgId: string, id: string, lock = false): Promise<DocumentRow | undefined> {
  const forUpdate = lock ? sql`for update of d` : sql``;
  const { rows } = await sql<DocumentRow>`select ${COLUMNS}, d.body from ${FROM}
    where d.org_id = ${orgId} and d.id = ${id} ${forUpdate}`.execute(db);
  return rows[0];
}

export async function insertDocument(db: Db, orgId: string, userId: string | null, v: DocumentValues): Promise<string> {
  const { rows } = await sql<{ id: string }>`insert into documents
      (org_id, kind, title, category, body, template_id, patient_id, visit_id, created_by, updated_by)
    values (${orgId}, ${v.kind}, ${v.title}, ${v.category}, ${v.body}, ${v.templateId}, ${v.patientId}, ${v.visitId}, ${userId}, ${userId})
    returning id`.execute(db);
  return rows[0].id;
}

/** Answers false when the version is stale. */
export async function updateDocument(
  db: Db,
  orgId: string,
  userId: string,
  id: string,
  version: number,
  v: Pick<DocumentValues, 'title' | 'category' | 'body' | 'patientId' | 'visitId'>,
): Promise<boolean> {
  const res = await sql`update documents set title = ${v.title}, category = ${v.category}, body = ${v.body},
      patient_id = ${v.patientId}, visit_id = ${v.visitId}, version = version + 1, updated_at = now(), updated_by = ${userId}
    where org_id = ${orgId} and id = ${id} and version = ${version}`.execute(db);
  return Number(res.numAffectedRows ?? 0) === 1;
}

export async function deleteDocument(db: Db, orgId: string, id: string): Promise<void> {
  await sql`delete from documents where org_id = ${orgId} and id = ${id}`.execute(db);
}

/** How many documents were filled from a template (they keep their text when it goes). */
export async function countFromTemplate(db: Db, orgId: string, templateId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from documents
    where org_id = ${orgId} and template_id = ${templateId}`.execute(db);
  return rows[0].n;
}

export async function insertImage(
  db: Db,
  orgId: string,
  userId: string,
  image: { key: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await sql`insert into document_images (org_id, key, content_type, bytes, size, created_by)
    values (${orgId}, ${image.key}, ${image.contentType}, ${image.bytes}, ${image.bytes.length}, ${userId})`.execute(db);
}

export async function getImage(db: Db, key: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const { rows } = await sql<{ contentType: string; bytes: Buffer | Uint8Array }>`select content_type as "contentType", bytes
    from document_images where key = ${key}`.execute(db);
  return rows[0] ? { contentType: rows[0].contentType, bytes: Buffer.from(rows[0].bytes) } : undefined;
}

/** Takes the organisation's one-time seed of starter templates; false when it was taken before. */
export async function claimTemplateSeed(db: Db, orgId: string): Promise<boolean> {
  const { rows } = await sql<{ orgId: string }>`insert into document_template_seeds (org_id) values (${orgId})
    on conflict do nothing returning org_id as "orgId"`.execute(db);
  return rows.length === 1;
}

export async function organizationsWithoutTemplateSeed(db: Db): Promise<{ id: string; slug: string; name: string }[]> {
  const { rows } = await sql<{ id: string; slug: string; name: string }>`select o.id, o.slug, o.name from organizations o
    where not exists (select 1 from document_template_seeds s where s.org_id = o.id) order by o.created_at`.execute(db);
  return rows;
}
