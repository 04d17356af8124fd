import { sql, type Kysely } from 'kysely';

export const requires = ['patients'];

/**
 * Documents and document templates (issue 15): sanitised HTML written in the editor, one table for both kinds.
 * A document remembers the template it was filled from (kept when the template goes) and the patient and visit
 * it was written for (which then cannot be deleted under it). Images pasted into a document are stored here too,
 * served by an unguessable key, so nothing leaves the machine and nothing depends on one server's disk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      kind text not null check (kind in ('document', 'template')),
      title text not null check (length(title) between 1 and 200),
      category text not null check (category in ('letter', 'consent', 'certificate', 'instruction', 'notice', 'sop', 'other')),
      body text not null default '',
      template_id uuid references documents (id) on delete set null,
      patient_id uuid,
      visit_id uuid,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid references users (id) on delete set null,
      updated_by uuid references users (id) on delete set null,
      unique (org_id, id),
      foreign key (org_id, patient_id) references patients (org_id, id),
      foreign key (org_id, visit_id) references visits (org_id, id),
      check (kind = 'document' or (template_id is null and patient_id is null and visit_id is null))
    )`.execute(db);
  await sql`create index documents_updated_idx on documents (org_id, kind, updated_at desc, id desc)`.execute(db);
  await sql`create index documents_patient_idx on documents (org_id, patient_id) where patient_id is not null`.execute(db);
  await sql`create index documents_visit_idx on documents (org_id, visit_id) where visit_id is not null`.execute(db);
  await sql`create index documents_template_idx on documents (template_id) where template_id is not null`.execute(db);

  await sql`
    create table document_images (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      key text not null unique check (key ~ '^[A-Za-z0-9_-]{43}$'),
      content_type text not null,
      bytes bytea not null,
      size integer not null,
      created_at timestamptz not null default now(),
      created_by uuid references users (id) on delete set null
    )`.execute(db);

  // An organisation whose starter templates were written (once: a template an organisation deleted stays deleted).
  await sql`
    create table document_template_seeds (
      org_id uuid primary key references organizations (id) on delete cascade,
      seeded_at timestamptz not null default now()
    )`.execute(db);
}
