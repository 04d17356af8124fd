/**
 * How e-mail leaves, by configuration: nowhere (kept in the outbox, and every answer says so), an SMTP server that
 * never answers or is down (failed within SMTP_TIMEOUT), and a hosted EmailJS account (the browser sends, the CSP
 * allows that origin and the outbox records what the service said).
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failInterrupted } from '../src/repositories/email-outbox-repository.ts';
import { createOrgWithAdmin, databases, listQuery, startApp, type TestApp } from './helpers.ts';

type Org = Awaited<ReturnType<typeof createOrgWithAdmin>>;

const sdkRequest = (org: Org, to: string) => ({
  method: 'POST' as const,
  url: '/api/v1.0/email/send',
  headers: { host: `${org.org.slug}.localhost`, 'content-type': 'application/json' },
  payload: {
    lib_version: '4.4.1',
    user_id: org.token,
    service_id: 'labdesk',
    template_id: 'labdesk',
    template_params: { emailtitle: 'Welcome', Toemail: to, message: 'Dear Asha,\n\nWelcome to our service!' },
  },
});
const connectSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((d) => d.trim().startsWith('connect-src')) ?? '';

describe.each(databases)('e-mail delivery modes on $name', ({ url }) => {
  describe('with no SMTP configured', () => {
    let t: TestApp;
    let A: Org;
    beforeAll(async () => {
      t = await startApp(url);
      A = await createOrgWithAdmin(t.app, 'local-mail');
    });
    afterAll(() => t?.close());

    it('says delivery is local, keeps each message in the outbox and never claims it was sent', async () => {
      expect((await A.client.get('/api/email/settings')).body).toEqual({
        delivery: 'local',
        from: null,
        canResend: false,
        emailjs: null,
        limits: { perMinute: 20, perDay: 1000 },
      });
      const res = await t.app.inject(sdkRequest(A, 'asha@example.com'));
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('Kept in the local outbox: e-mail delivery is not configured');
      const [entry] = (await A.client.get('/api/email/outbox')).body;
      expect(entry).toMatchObject({
        to: 'asha@example.com',
        status: 'kept-locally',
        transport: 'local',
        sentAt: null,
        response: expect.stringContaining('not configured'),
      });
      const resend = await A.client.post(`/api/email/outbox/${entry.id}/resend`);
      expect(resend.status).toBe(409);
      expect(resend.body.error).toMatch(/not configured/);
      expect((await A.client.post('/api/email/outbox', { to: 'a@example.com', subject: 'x', message: 'y', status: 'sent' })).status).toBe(
        409,
      );
    });

    it('lets the browser reach only its own origin', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(connectSrc(res.headers['content-security-policy']).trim()).toBe("connect-src 'self'");
    });
  });

  describe('with an SMTP server that does not answer, then is down, and a hosted EmailJS account', () => {
    let t: TestApp;
    let A: Org;
    let silent: Server;
    const sockets = new Set<Socket>();

    beforeAll(async () => {
      // Accepts connections and never greets: the relay must give up within SMTP_TIMEOUT.
      silent = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as AddressInfo).port;
      t = await startApp(url, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        EMAIL_FROM: 'lab@labdesk.test',
        SMTP_TIMEOUT: '1s',
        EMAILJS_SERVICE_ID: 'service_lab',
        EMAILJS_TEMPLATE_ID: 'template_report',
        EMAILJS_PUBLIC_KEY: 'pk-public-123',
      });
      A = await createOrgWithAdmin(t.app, 'hosted-mail');
    });
    afterAll(async () => {
      await t?.close();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('reports failed, with why, when the mail server stays silent and when it cannot be reached', async () => {
      const silentRes = await t.app.inject(sdkRequest(A, 'silent@example.com'));
      expect(silentRes.statusCode).toBe(502);
      expect(silentRes.json().error).toContain('No answer from the mail server within 1 s');
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
      const downRes = await t.app.inject(sdkRequest(A, 'down@example.com'));
      expect(downRes.statusCode).toBe(502);
      const failed = (await A.client.get(`/api/email/outbox${listQuery({ filter: { status: 'failed' }, sort: ['to', 'ASC'] })}`)).body;
      expect(failed.map((e: { to: string }) => e.to)).toEqual(['down@example.com', 'silent@example.com']);
      expect(failed[0].response).toMatch(/could not be reached/);
      expect(failed[1].response).toMatch(/within 1 s/);
    });

    it('hands the hosted account to the SPA, allows its origin in the CSP and records what the browser sent', async () => {
      expect((await A.client.get('/api/email/settings')).body).toMatchObject({
        delivery: 'emailjs',
        canResend: true,
        emailjs: { serviceId: 'service_lab', templateId: 'template_report', publicKey: 'pk-public-123', origin: 'https://api.emailjs.com' },
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(connectSrc(res.headers['content-security-policy'])).toContain('https://api.emailjs.com');

      const recorded = await A.client.post('/api/email/outbox', {
        to: 'asha@example.com',
        subject: 'Report ready',
        message: 'Your report is ready.',
        status: 'failed',
        response: 'The Public Key is invalid',
      });
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({ transport: 'emailjs', status: 'failed', response: 'The Public Key is invalid', attempts: 1 });
      const injected = await A.client.post('/api/email/outbox', {
        to: 'a@example.com\nBcc: b@example.com',
        subject: 'x',
        message: '',
        status: 'sent',
      });
      expect(injected.status).toBe(400);
    });

    it("marks messages a stopped server left in 'sending' as failed, saying nobody knows", async () => {
      await sql`insert into email_outbox (org_id, to_address, subject, body, status, transport, last_attempt_at)
        values (${A.org.id}, 'lost@example.com', 'Lost', '', 'sending', 'smtp', now() - interval '1 hour')`.execute(t.app.ctx.db);
      expect(await failInterrupted(t.app.ctx.db, 120, 'The server stopped')).toBe(1);
      const [lost] = (await A.client.get(`/api/email/outbox${listQuery({ filter: { to: 'lost@example.com' } })}`)).body;
      expect(lost).toMatchObject({ status: 'failed', response: 'The server stopped' });
    });
  });
});
