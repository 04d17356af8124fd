import type { EmailOutboxEntry, EmailOutboxRecord, EmailSendParams, EmailSettings } from '../../../contract/email.ts';
import type { EmailConfig } from '../config.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { AppError, badRequest, conflict, notFound, type FieldProblem } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import type { Principal } from '../repositories/auth-repository.ts';
import {
  finishAttempt,
  getOutbox,
  insertOutbox,
  personName,
  recentAttempts,
  startResend,
  type NewOutboxRow,
  type OutboxRow,
  type PersonType,
} from '../repositories/email-outbox-repository.ts';
import { isUuid } from './admin-rules.ts';
import type { Mailer } from './email-transport.ts';

/** What became of a message: the relay's HTTP answer follows from it. */
export type SendOutcome = { status: 'sent' | 'kept-locally' | 'failed'; entry: EmailOutboxEntry };

/** Message fields as the relay and the EmailJS record take them, before they are checked. */
interface Draft {
  to: string;
  subject: string;
  message: string;
  format?: 'text' | 'html';
  templateName?: string;
  personType?: PersonType;
  personId?: string;
}

const MAILBOX = /^[^\s@<>",;()[\]\\]+@[^\s@<>",;()[\]\\]+\.[^\s@<>",;()[\]\\]+$/;
const LINE_BREAK = /[\r\n]/;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const presentOutbox = (r: OutboxRow): EmailOutboxEntry => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  message: r.message,
  format: r.format,
  templateName: r.templateName,
  personType: r.personType,
  personId: r.personId,
  personName: r.personName,
  sender: r.senderId ? { id: r.senderId, name: r.senderName ?? '' } : null,
  status: r.status,
  transport: r.transport,
  attempts: r.attempts,
  response: r.response,
  createdAt: iso(r.createdAt)!,
  lastAttemptAt: iso(r.lastAttemptAt)!,
  sentAt: iso(r.sentAt),
});

/**
 * Header fields go into the message's header lines: a line break there would let a caller add headers (Bcc: …),
 * and a list of addresses would make LabDesk a mailing list. One address, one line, or a 400 naming the field.
 */
function checkHeaders(d: Draft, fields: { to: string; subject: string }): { to: string; subject: string } {
  const problems: FieldProblem[] = [];
  const to = d.to.trim();
  const subject = d.subject.trim();
  if (LINE_BREAK.test(d.to)) problems.push({ field: fields.to, message: 'To may not contain line breaks' });
  else if (!MAILBOX.test(to)) problems.push({ field: fields.to, message: 'To must be one valid e-mail address' });
  if (LINE_BREAK.test(d.subject)) problems.push({ field: fields.subject, message: 'Subject may not contain line breaks' });
  else if (!subject) problems.push({ field: fields.subject, message: 'Subject is required' });
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('; '), problems);
  return { to, subject };
}

const senderOf = (who: Principal) => ({
  id: who.user.id,
  name: `${who.user.firstName} ${who.user.lastName}`.trim() || who.user.email,
});

/**
 * The relay behind `POST /api/v1.0/email/send` and the outbox. It never reports a message sent before the mail
 * server accepted it: the outbox row is written (sending) and committed, the message delivered within SMTP_TIMEOUT,
 * then the row says what the server answered. No database transaction stays open while the mail server talks.
 */
export class EmailRelay {
  constructor(
    private readonly db: Db,
    private readonly config: EmailConfig,
    private readonly mailer: Mailer | undefined,
  ) {}

  settings(): EmailSettings {
    const { emailjs, ratePerMinute, ratePerDay } = this.config;
    return {
      delivery: emailjs ? 'emailjs' : this.mailer ? 'smtp' : 'local',
      from: this.config.from ?? null,
      canResend: Boolean(this.mailer),
      emailjs: emailjs ?? null,
      limits: { perMinute: ratePerMinute, perDay: ratePerDay },
    };
  }

  async get(orgId: string, id: string): Promise<EmailOutboxEntry> {
    const row = isUuid(id) ? await getOutbox(this.db, orgId, id) : undefined;
    if (!row) throw notFound('E-mail not found');
    return presentOutbox(row);
  }

  /** The patient or partner a message concerns, read from the organisation's own records (never from the request). */
  private async person(db: Db, orgId: string, d: Draft, field: string): Promise<NewOutboxRow['person']> {
    if (!d.personType && !d.personId) return null;
    const missing = (message: string) => badRequest(message, [{ field, message }]);
    if (!d.personType || !d.personId) throw missing('Give both the type and the id of the person the message concerns');
    const name = await personName(db, orgId, d.personType, d.personId);
    if (name === undefined) throw missing(d.personType === 'patient' ? 'Patient not found' : 'Referral partner not found');
    return { type: d.personType, id: d.personId, name };
  }

  /** Counted under the organisation's lock, so concurrent sends (on any server process) see each other. */
  private async checkRate(db: Db, orgId: string): Promise<void> {
    const { minute, day } = await recentAttempts(db, orgId);
    const { ratePerMinute, ratePerDay } = this.config;
    if (minute >= ratePerMinute)
      throw new AppError(
        429,
        `Your laboratory has sent ${minute} e-mails in the last minute; wait a minute, then send again`,
        [],
        'Too many e-mails',
      );
    if (day >= ratePerDay)
      throw new AppError(429, `Your laboratory has sent ${day} e-mails today, its daily limit; try again tomorrow`, [], 'Too many e-mails');
  }

  /** Step 1: the checked message becomes an outbox row (sending, or kept locally) in its own transaction. */
  private async enqueue(who: Principal, d: Draft, fields: { to: string; subject: string; person: string }) {
    const orgId = who.organization.id;
    const headers = checkHeaders(d, fields);
    return inTransaction(this.db, async (trx) => {
      const person = await this.person(trx, orgId, d, fields.person);
      await this.checkRate(trx, orgId);
      const local = !this.mailer;
      const row: NewOutboxRow = {
        ...headers,
        message: d.message,
        format: d.format ?? 'text',
        templateName: d.templateName?.trim() || null,
        person,
        sender: senderOf(who),
        status: local ? 'kept-locally' : 'sending',
        transport: local ? 'local' : 'smtp',
        response: local ? 'E-mail delivery is not configured on this server (no SMTP_URL); the message was kept here' : null,
      };
      const id = await insertOutbox(trx, orgId, row);
      await writeAudit(trx, { orgId, userId: who.user.id, resource: 'email', recordId: id, action: 'send', before: null, after: row });
      return id;
    });
  }

  /** Step 2: the mail server's answer, recorded before anyone is told anything. */
  private async attempt(who: Principal, id: string): Promise<SendOutcome> {
    const orgId = who.organization.id;
    const row = (await getOutbox(this.db, orgId, id))!;
    if (!this.mailer || row.status !== 'sending') return { status: row.status as 'kept-locally', entry: presentOutbox(row) };
    const delivery = await this.mailer.deliver({
      fromName: who.organization.name,
      to: row.to,
      subject: row.subject,
      body: row.message,
      format: row.format,
    });
    const status = delivery.accepted ? 'sent' : 'failed';
    await finishAttempt(this.db, orgId, id, {
      status,
      response: delivery.response,
      messageId: delivery.accepted ? delivery.messageId : undefined,
    });
    return { status, entry: await this.get(orgId, id) };
  }

  async send(who: Principal, params: EmailSendParams): Promise<SendOutcome> {
    const id = await this.enqueue(
      who,
      {
        to: params.Toemail,
        subject: params.emailtitle,
        message: params.message,
        format: params.labdesk_format,
        templateName: params.labdesk_template,
        personType: params.labdesk_person_type,
        personId: params.labdesk_person_id,
      },
      { to: 'template_params.Toemail', subject: 'template_params.emailtitle', person: 'template_params.labdesk_person_id' },
    );
    return this.attempt(who, id);
  }

  /** A person's new attempt at a failed (or locally kept) message, through SMTP, under the same rate limit. */
  async resend(who: Principal, id: string): Promise<SendOutcome> {
    const orgId = who.organization.id;
    if (!this.mailer) throw conflict('E-mail delivery is not configured on this server (SMTP_URL); the message cannot be resent');
    await inTransaction(this.db, async (trx) => {
      const row = isUuid(id) ? await getOutbox(trx, orgId, id) : undefined;
      if (!row) throw notFound('E-mail not found');
      await this.checkRate(trx, orgId);
      if (!(await startResend(trx, orgId, id)))
        throw conflict(row.status === 'sent' ? 'This e-mail was sent already' : 'This e-mail is being sent already');
      await writeAudit(trx, {
        orgId,
        userId: who.user.id,
        resource: 'email',
        recordId: id,
        action: 'resend',
        before: { status: row.status },
        after: null,
      });
    });
    return this.attempt(who, id);
  }

  /** With a hosted EmailJS account the browser sends; it records here what the service answered. */
  async record(who: Principal, body: EmailOutboxRecord): Promise<EmailOutboxEntry> {
    if (!this.config.emailjs) throw conflict('This server delivers e-mail itself; send through POST /api/v1.0/email/send');
    const orgId = who.organization.id;
    const headers = checkHeaders(body, { to: 'to', subject: 'subject' });
    const id = await inTransaction(this.db, async (trx) => {
      const row: NewOutboxRow = {
        ...headers,
        message: body.message,
        format: body.format ?? 'text',
        templateName: body.templateName?.trim() || null,
        person: await this.person(trx, orgId, body, 'personId'),
        sender: senderOf(who),
        status: body.status,
        transport: 'emailjs',
        response: body.response ?? null,
      };
      const id = await insertOutbox(trx, orgId, row);
      await writeAudit(trx, { orgId, userId: who.user.id, resource: 'email', recordId: id, action: 'record', before: null, after: row });
      return id;
    });
    return this.get(orgId, id);
  }
}
