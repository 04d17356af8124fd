/**
 * The e-mail relay (`POST /api/v1.0/email/send`, EmailJS's protocol) delivering through a real SMTP server started
 * here: the protocol's shape, who may send, the rate limit, header injection, oversize bodies, the outbox's
 * transitions, a refused message, resending it, and one organisation never seeing another's messages.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailOutboxEntry } from '../../contract/email.ts';
import { TestSmtpServer } from '../../e2e/support/smtpServer.ts';
import { memberWith } from './administration-helpers.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;
type OutboxEntry = EmailOutboxEntry & Record<string, unknown>;

const FROM = 'LabDesk Test <lab@labdesk.test>';
const RATE = 10;

describe.each(databases)('e-mail relay on $name', ({ url }) => {
  const smtp = new TestSmtpServer(0, { user: 'relay', pass: 'smtp secret' });
  let t: TestApp;
  let A: Org;
  let B: Org;
  let patientId: string;

  beforeAll(async () => {
    await smtp.start();
    t = await startApp(url, { SMTP_URL: smtp.url, EMAIL_FROM: FROM, EMAIL_RATE_PER_MINUTE: String(RATE), SMTP_TIMEOUT: '10s' });
    A = await createOrgWithAdmin(t.app, 'mail-a');
    B = await createOrgWithAdmin(t.app, 'mail-b');
    const patient = await A.client.post('/api/patient', {
      firstName: 'Asha',
      lastName: 'Rao',
      age: { years: 34 },
      email: 'asha@example.com',
      confirmDuplicate: true,
    });
    expect(patient.status, JSON.stringify(patient.body)).toBe(201);
    patientId = patient.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.refusal = undefined;
    smtp.received.length = 0;
  });

  /** The request @emailjs/browser makes, with the member's token as its public key. */
  const send = (org: { slug: string }, token: string | undefined, params: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { host: `${org.slug}.localhost`, 'content-type': 'application/json' },
      payload: { lib_version: '4.4.1', user_id: token, service_id: 'labdesk', template_id: 'labdesk', template_params: params, ...extra },
    });
  const message = (to: string, subject = 'Your report is ready') => ({
    emailtitle: subject,
    Toemail: to,
    message: `Dear Asha,\n\n${subject}.`,
  });
  const outbox = async (org: Org, filter: Record<string, unknown> = {}) =>
    (await org.client.get(`/api/email/outbox${listQuery({ filter })}`)).body as OutboxEntry[];
  const rows = async (orgId: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from email_outbox where org_id = ${orgId}`.execute(t.app.ctx.db)).rows[0].n;
  const json = (res: LightMyRequestResponse) => res.json() as { error: string; details: unknown[] };

  it('answers the SDK request with 200 OK once the mail server took the message, and records it as sent', async () => {
    const res = await send(A.org, A.token, {
      ...message('asha@example.com'),
      labdesk_template: 'Default Welcome',
      labdesk_person_type: 'patient',
      labdesk_person_id: patientId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('OK');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('lab@labdesk.test');
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.raw).toMatch(/^From: LabDesk Test <lab@labdesk\.test>$/m);
    expect(mail.raw).toMatch(/^Subject: Your report is ready$/m);
    expect(mail.raw).toContain('Dear Asha,');

    const [entry] = await outbox(A);
    expect(entry).toMatchObject({
      to: 'asha@example.com',
      subject: 'Your report is ready',
      message: 'Dear Asha,\n\nYour report is ready.',
      format: 'text',
      templateName: 'Default Welcome',
      personType: 'patient',
      personId: patientId,
      personName: 'Asha Rao',
      sender: { id: A.user.id, name: `Ada ${A.org.slug}` },
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
      response: expect.stringMatching(/^250 /),
    });
    expect(Date.parse(entry.sentAt ?? '')).not.toBeNaN();
    expect((await A.client.get(`/api/email/outbox/${entry.id}`)).body).toEqual(entry);
    const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where org_id = ${A.org.id} and resource = 'email' and record_id = ${entry.id} and action = 'send'`.execute(t.app.ctx.db);
    expect(audit.rows[0].n).toBe(1);
  });

  it('keeps the whole exchange inside the request: the row says sending until the mail server answers', async () => {
    smtp.hold();
    let answered = false;
    const pending = send(A.org, A.token, message('held@example.com', 'Held at DATA')).then((res) => {
      answered = true;
      return res;
    });
    await vi.waitFor(async () => expect((await outbox(A, { to: 'held@example.com' }))[0]?.status).toBe('sending'), { timeout: 10_000 });
    expect(answered).toBe(false);
    expect(smtp.received).toHaveLength(0);
    smtp.release();
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(smtp.received.map((m) => m.to)).toEqual([['held@example.com']]);
    expect((await outbox(A, { to: 'held@example.com' }))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('reports a refused message as failed with the mail server answer, and a person resends it', async () => {
    smtp.refusal = '550 5.1.1 <nobody@example.com>: Recipient address rejected';
    const res = await send(A.org, A.token, message('nobody@example.com', 'Refused'));
    expect(res.statusCode).toBe(502);
    expect(json(res)).toMatchObject({ status: 502, title: 'Failed to send email.', error: expect.stringContaining('550 5.1.1') });
    expect(smtp.received).toHaveLength(0);
    const [failed] = await outbox(A, { status: 'failed' });
    expect(failed).toMatchObject({ to: 'nobody@example.com', status: 'failed', attempts: 1, sentAt: null });
    expect(failed.response).toContain('550 5.1.1 <nobody@example.com>: Recipient address rejected');

    // Nothing retries by itself; a member without email.send may look but not resend.
    const reader = await memberWith(t.app, A.org, 'outbox-reader@mail-a.lab', ['email.list']);
    expect((await reader.client.get(`/api/email/outbox/${failed.id}`)).status).toBe(200);
    expect((await reader.client.post(`/api/email/outbox/${failed.id}/resend`)).status).toBe(403);

    smtp.refusal = undefined;
    const resent = await A.client.post(`/api/email/outbox/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: failed.id, status: 'sent', attempts: 2, response: expect.stringMatching(/^250 /) });
    expect(smtp.received.map((m) => m.to)).toEqual([['nobody@example.com']]);
    const again = await A.client.post(`/api/email/outbox/${failed.id}/resend`);
    expect(again).toMatchObject({ status: 409, body: { error: 'This e-mail was sent already' } });
    expect(smtp.received).toHaveLength(1);
  });

  it('accepts a message only from a signed-in member of the host organisation who may send', async () => {
    const before = await rows(A.org.id);
    expect((await send(A.org, undefined, message('x@example.com'))).statusCode).toBe(401);
    expect((await send(A.org, 'not.a.token', message('x@example.com'))).statusCode).toBe(401);
    const elsewhere = await send(A.org, B.token, message('x@example.com'));
    expect(elsewhere.statusCode).toBe(403);
    expect(json(elsewhere).error).toBe('This sign-in belongs to another organisation');
    const nobody = await memberWith(t.app, A.org, 'nobody@mail-a.lab', ['email.list']);
    const refused = await send(A.org, nobody.token, message('x@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe('You do not have permission to send email');
    expect(smtp.received).toHaveLength(0);
    expect(await rows(A.org.id)).toBe(before);

    // The seeded Front desk role sends; a caller that can send headers may use Authorization instead of user_id.
    const desk = await t.app.ctx.organizations.addMember(A.org.id, { email: 'desk@mail-a.lab', firstName: 'Front', lastName: 'Desk' }, [
      'Front desk',
    ]);
    const deskToken = await t.app.ctx.tokens.sign({ userId: desk.id, orgId: A.org.id });
    expect((await send(A.org, deskToken, message('desk@example.com'))).statusCode).toBe(200);
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { host: 'mail-a.localhost', authorization: `Bearer ${deskToken}` },
      payload: {
        lib_version: '4.4.1',
        user_id: 'public-key',
        service_id: 's',
        template_id: 't',
        template_params: message('hdr@example.com'),
      },
    });
    expect(byHeader.statusCode).toBe(200);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['desk@example.com', 'hdr@example.com']);
  });

  it('refuses line breaks in header fields and lists of addresses, and sends nothing', async () => {
    const before = await rows(A.org.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [message('a@example.com\r\nBcc: all@example.com'), 'template_params.Toemail', 'To may not contain line breaks'],
      [message('a@example.com', 'Hi\nBcc: all@example.com'), 'template_params.emailtitle', 'Subject may not contain line breaks'],
      [message('a@example.com, b@example.com'), 'template_params.Toemail', 'To must be one valid e-mail address'],
      [message('not-an-address'), 'template_params.Toemail', 'To must be one valid e-mail address'],
      [message('a@example.com', '   '), 'template_params.emailtitle', 'Subject is required'],
    ];
    for (const [params, field, text] of cases) {
      const res = await send(A.org, A.token, params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(json(res).details).toEqual([{ field, message: text }]);
    }
    expect(smtp.received).toHaveLength(0);
    expect(await rows(A.org.id)).toBe(before);
  });

  it('keeps to the protocol shape and refuses oversize bodies', async () => {
    const missing = await send(A.org, A.token, { emailtitle: 'x', Toemail: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details).toEqual([{ field: 'template_params.message', message: 'template_params: Message is required' }]);
    const unknown = await send(A.org, A.token, { ...message('a@example.com'), bcc: 'all@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect((await send(A.org, A.token, message('a@example.com'), { service_id: '' })).statusCode).toBe(400);
    const long = await send(A.org, A.token, { ...message('a@example.com'), message: 'x'.repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(json(long).error).toMatch(/Message must be at most 50000 characters/);
    const huge = await send(A.org, A.token, { ...message('a@example.com'), message: 'x'.repeat(300_000) });
    expect(huge.statusCode).toBe(413);
    expect(smtp.received).toHaveLength(0);
  });

  it('names only persons of the organisation', async () => {
    const res = await send(B.org, B.token, { ...message('b@example.com'), labdesk_person_type: 'patient', labdesk_person_id: patientId });
    expect(res.statusCode).toBe(400);
    expect(json(res).details).toEqual([{ field: 'template_params.labdesk_person_id', message: 'Patient not found' }]);
    const half = await send(A.org, A.token, { ...message('b@example.com'), labdesk_person_id: patientId });
    expect(half.statusCode).toBe(400);
  });

  it("keeps each organisation's outbox to itself", async () => {
    const [ofA] = await outbox(A);
    expect(ofA).toBeDefined();
    expect(await outbox(B)).toEqual([]);
    expect((await B.client.get(`/api/email/outbox/${ofA.id}`)).status).toBe(404);
    expect((await B.client.post(`/api/email/outbox/${ofA.id}/resend`)).status).toBe(404);
    expect((await B.client.get(`/api/email/outbox${listQuery({ filter: { personId: patientId } })}`)).body).toEqual([]);
    expect((await A.client.get(`/api/email/outbox${listQuery({ filter: { personId: patientId } })}`)).body).toHaveLength(1);
  });

  it('filters and pages the outbox: status, person, dates, search', async () => {
    const all = await A.client.get(`/api/email/outbox${listQuery({ range: [0, 1] })}`);
    expect(all.headers['content-range']).toMatch(/^emailOutbox 0-1\/\d+$/);
    const total = Number(String(all.headers['content-range']).split('/')[1]);
    const sent = await outbox(A, { status: 'sent' });
    expect(sent.every((e) => e.status === 'sent')).toBe(true);
    const today = new Date().toISOString();
    expect(await outbox(A, { createdAt_lte: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect((await A.client.get(`/api/email/outbox${listQuery({ filter: { createdAt_lte: today }, range: [0, 999] })}`)).body).toHaveLength(
      total,
    );
    expect((await outbox(A, { q: 'refused' })).map((e) => e.subject)).toEqual(['Refused']);
    expect((await A.client.get(`/api/email/outbox${listQuery({ filter: { colour: 'red' } })}`)).status).toBe(400);
  });

  it('limits how many messages one organisation sends per minute, without touching another', async () => {
    const C = await createOrgWithAdmin(t.app, 'mail-c');
    for (let i = 0; i < RATE; i++) expect((await send(C.org, C.token, message(`n${i}@example.com`))).statusCode).toBe(200);
    const limited = await send(C.org, C.token, message('one-too-many@example.com'));
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      title: 'Too many e-mails',
      error: expect.stringContaining(`${RATE} e-mails in the last minute`),
    });
    expect(await rows(C.org.id)).toBe(RATE);
    expect(smtp.received.map((m) => m.to[0])).not.toContain('one-too-many@example.com');
    expect((await send(B.org, B.token, message('other-org@example.com'))).statusCode).toBe(200);
  });
});
