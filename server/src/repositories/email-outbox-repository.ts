import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ListQuery } from '../schema/list-query.ts';
import { pagedRows, whereSql, type ListColumns } from './list-sql.ts';

export type OutboxStatus = 'sending' | 'sent' | 'failed' | 'kept-locally';
export type OutboxTransport = 'smtp' | 'local' | 'emailjs';
export type PersonType = 'patient' | 'refferal';

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  message: string;
  format: 'text' | 'html';
  templateName: string | null;
  personType: PersonType | null;
  personId: string | null;
  personName: string | null;
  senderId: string | null;
  senderName: string | null;
  status: OutboxStatus;
  transport: OutboxTransport;
  attempts: number;
  response: string | null;
  createdAt: Date;
  lastAttemptAt: Date;
  sentAt: Date | null;
}

export interface NewOutboxRow {
  to: string;
  subject: string;
  message: string;
  format: 'text' | 'html';
  templateName: string | null;
  person: { type: PersonType; id: string; name: string } | null;
  sender: { id: string; name: string };
  status: OutboxStatus;
  transport: OutboxTransport;
  response: string | null;
}

const columnsSql = sql`o.id, o.to_address as "to", o.subject, o.body as message, o.format, o.template_name as "templateName",
  o.person_type as "personType", o.person_id as "personId", o.person_name as "personName", o.sender_id as "senderId",
  o.sender_name as "senderName", o.status, o.transport, o.attempts, o.response, o.created_at as "createdAt",
  o.last_attempt_at as "lastAttemptAt", o.sent_at as "sentAt"`;

const LIST: ListColumns = {
  columns: {
    id: sql`o.id`,
    to: sql`o.to_address`,
    subject: sql`o.subject`,
    status: sql`o.status`,
    transport: sql`o.transport`,
    templateName: sql`o.template_name`,
    personType: sql`o.person_type`,
    personId: sql`o.person_id`,
    personName: sql`o.person_name`,
    senderId: sql`o.sender_id`,
    attempts: sql`o.attempts`,
    createdAt: sql`o.created_at`,
    lastAttemptAt: sql`o.last_attempt_at`,
    sentAt: sql`o.sent_at`,
  },
  search: sql`o.to_address || ' ' || o.subject || ' ' || coalesce(o.person_name, '') || ' ' || coalesce(o.template_name, '')`,
  id: sql`o.id`,
};

export function listOutbox(db: Db, orgId: string, query: ListQuery): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = whereSql(sql`o.org_id = ${orgId}`, query.conditions, LIST);
  return pagedRows<OutboxRow>(db, { from: sql`email_outbox o`, select: columnsSql, where, query, cols: LIST });
}

export async function getOutbox(db: Db, orgId: string, id: string): Promise<OutboxRow | undefined> {
  const { rows } = await sql<OutboxRow>`select ${columnsSql} from email_outbox o where o.org_id = ${orgId} and o.id = ${id}`.execute(db);
  return rows[0];
}

export async function insertOutbox(db: Db, orgId: string, r: NewOutboxRow): Promise<string> {
  const sent = r.status === 'sent' ? sql`now()` : sql`null`;
  const { rows } = await sql<{ id: string }>`insert into email_outbox (org_id, to_address, subject, body, format, template_name,
      person_type, person_id, person_name, sender_id, sender_name, status, transport, response, sent_at)
    values (${orgId}, ${r.to}, ${r.subject}, ${r.message}, ${r.format}, ${r.templateName}, ${r.person?.type ?? null},
      ${r.person?.id ?? null}, ${r.person?.name ?? null}, ${r.sender.id}, ${r.sender.name}, ${r.status}, ${r.transport},
      ${r.response}, ${sent})
    returning id`.execute(db);
  return rows[0].id;
}

/** What the mail server answered to an attempt: the row leaves `sending`. */
export async function finishAttempt(
  db: Db,
  orgId: string,
  id: string,
  outcome: { status: 'sent' | 'failed'; response: string; messageId?: string },
): Promise<void> {
  const sent = outcome.status === 'sent' ? sql`now()` : sql`null`;
  await sql`update email_outbox set status = ${outcome.status}, response = ${outcome.response},
      message_id = ${outcome.messageId ?? null}, sent_at = ${sent}
    where org_id = ${orgId} and id = ${id} and status = 'sending'`.execute(db);
}

/**
 * A new attempt of a failed (or locally kept) message: back to `sending`, one more attempt. Answers false when the
 * message is in another state, so two people pressing Resend at once send it once.
 */
export async function startResend(db: Db, orgId: string, id: string): Promise<boolean> {
  const res = await sql`update email_outbox set status = 'sending', transport = 'smtp', attempts = attempts + 1,
      last_attempt_at = now(), response = null
    where org_id = ${orgId} and id = ${id} and status in ('failed', 'kept-locally')`.execute(db);
  return Number(res.numAffectedRows ?? 0) === 1;
}

/**
 * The organisation's attempts in the last minute and day. Taken under the organisation's lock (until the
 * transaction ends), so that concurrent sends, on any server process, count each other.
 */
export async function recentAttempts(db: Db, orgId: string): Promise<{ minute: number; day: number }> {
  await sql`select pg_advisory_xact_lock(hashtext(${`email-rate:${orgId}`}))`.execute(db);
  const { rows } = await sql<{ minute: number; day: number }>`select
      count(*) filter (where last_attempt_at > now() - interval '1 minute')::int as minute, count(*)::int as day
    from email_outbox where org_id = ${orgId} and last_attempt_at > now() - interval '1 day' and transport <> 'emailjs'`.execute(db);
  return rows[0];
}

/**
 * Messages left in `sending` by a server that stopped mid-delivery: nobody knows whether the mail server took them,
 * and the outbox says so rather than keep claiming they are on their way.
 */
export async function failInterrupted(db: Db, olderThanSeconds: number, response: string): Promise<number> {
  const res = await sql`update email_outbox set status = 'failed', response = ${response}
    where status = 'sending' and last_attempt_at < now() - make_interval(secs => ${olderThanSeconds})`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** The name of the patient or referral partner of the organisation, or undefined when there is no such record. */
export async function personName(db: Db, orgId: string, type: PersonType, id: string): Promise<string | undefined> {
  const { rows } =
    type === 'patient'
      ? await sql<{ name: string }>`select trim(first_name || ' ' || coalesce(last_name, '')) as name from patients
          where org_id = ${orgId} and id = ${id}`.execute(db)
      : await sql<{ name: string }>`select name from referrers where org_id = ${orgId} and id = ${id}`.execute(db);
  return rows[0]?.name;
}
