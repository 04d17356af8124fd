import { sql, type Kysely } from 'kysely';

/** An outbox row names the patient or referral partner it concerns (kept as a snapshot: no foreign key). */
export const requires = ['patients', 'referrers'];

/**
 * E-mail: the organisation's templates (spec §3: id, templateName, content, isDefault, isEditable, variables) and the
 * outbox, one row per message the relay was asked to send.
 *
 * A template's id is a small number per organisation ('Default Welcome' is 1, spec §3), handed out by a counter so
 * that an id is never reused after a delete. Outbox: sending → sent | failed; kept-locally when no SMTP is
 * configured; emailjs rows are what the browser reported from a hosted EmailJS account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_template_counters (
      org_id uuid primary key references organizations (id) on delete cascade,
      last_id integer not null
    )`.execute(db);

  await sql`
    create table email_templates (
      org_id uuid not null references organizations (id) on delete cascade,
      id integer not null check (id > 0),
      template_name text not null check (length(trim(template_name)) between 1 and 100),
      content text not null,
      is_default boolean not null default false,
      is_editable boolean not null default true,
      variables text[] not null default '{}',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid references users (id) on delete set null,
      updated_by uuid references users (id) on delete set null,
      primary key (org_id, id)
    )`.execute(db);
  await sql`create unique index email_templates_name_idx on email_templates (org_id, lower(template_name))`.execute(db);

  await sql`
    create table email_outbox (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete cascade,
      to_address text not null,
      subject text not null,
      body text not null,
      format text not null default 'text' check (format in ('text', 'html')),
      template_name text,
      person_type text check (person_type in ('patient', 'refferal')),
      person_id uuid,
      person_name text,
      sender_id uuid references users (id) on delete set null,
      sender_name text,
      status text not null check (status in ('sending', 'sent', 'failed', 'kept-locally')),
      transport text not null check (transport in ('smtp', 'local', 'emailjs')),
      attempts integer not null default 1 check (attempts >= 1),
      response text,
      message_id text,
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      check ((person_type is null) = (person_id is null))
    )`.execute(db);
  await sql`create index email_outbox_created_idx on email_outbox (org_id, created_at desc, id desc)`.execute(db);
  // The rate limit counts an organisation's attempts of the last day; the person filter lists what a patient was sent.
  await sql`create index email_outbox_attempt_idx on email_outbox (org_id, last_attempt_at desc)`.execute(db);
  await sql`create index email_outbox_person_idx on email_outbox (org_id, person_id, created_at desc) where person_id is not null`.execute(
    db,
  );
  await sql`create index email_outbox_status_idx on email_outbox (org_id, status, created_at desc)`.execute(db);
}
