import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailSettings } from '../../contract/email';
import { createEmailCalls, EmailSendError } from './emailCalls';
import { createHttpClient } from './httpClient';

/**
 * The SPA's side of the relay: @emailjs/browser itself, pointed at a small HTTP server that answers the way LabDesk's
 * relay (or the hosted service) does, so the request the SDK makes and what the dialog makes of each answer are real.
 */
describe('sending e-mail through @emailjs/browser', () => {
    let server: Server;
    let origin = '';
    const seen: { method: string; url: string; contentType: string; body: unknown }[] = [];
    let settings: EmailSettings;
    let answer: { status: number; type: string; body: string };

    const readBody = (req: IncomingMessage) =>
        new Promise<string>(resolve => {
            let text = '';
            req.on('data', chunk => (text += chunk));
            req.on('end', () => resolve(text));
        });

    beforeAll(async () => {
        // The SDK reads the page's path for its own (unused here) rate limit.
        vi.stubGlobal('location', new URL('http://demo.localhost/patient/1'));
        server = createServer(async (req, res) => {
            const text = await readBody(req);
            seen.push({
                method: req.method ?? '',
                url: req.url ?? '',
                contentType: String(req.headers['content-type'] ?? ''),
                body: text ? JSON.parse(text) : undefined,
            });
            if (req.url === '/api/email/settings') {
                res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(settings));
            } else if (req.url === '/api/email/outbox') {
                res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x' }));
            } else {
                res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
            }
        });
        await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
        origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
        vi.unstubAllGlobals();
        await new Promise(resolve => server.close(resolve));
    });
    beforeEach(() => {
        seen.length = 0;
        settings = {
            delivery: 'smtp',
            from: 'lab@x.org',
            canResend: true,
            emailjs: null,
            limits: { perMinute: 20, perDay: 1000 },
        };
        answer = { status: 200, type: 'text/plain', body: 'OK' };
    });

    const calls = () =>
        createEmailCalls(
            createHttpClient(async () => 'token-123'),
            `${origin}/api`,
            async () => 'token-123',
            () => origin
        );
    const email = {
        to: 'asha@example.com',
        subject: 'Welcome',
        message: 'Dear Asha Rao,\n\nWelcome to our service!',
        templateName: 'Default Welcome',
        person: { type: 'patient' as const, id: '7c1e0f5a-8d55-4b6e-9d1f-2f7f3a1b9c10' },
    };

    it("makes EmailJS's request to LabDesk's relay, with the sign-in token as public key", async () => {
        await expect(calls().sendEmail(email)).resolves.toBe('sent');
        const send = seen.find(r => r.url === '/api/v1.0/email/send');
        expect(send).toEqual({
            method: 'POST',
            url: '/api/v1.0/email/send',
            contentType: 'application/json',
            body: {
                lib_version: '4.4.1',
                user_id: 'token-123',
                service_id: 'labdesk',
                template_id: 'labdesk',
                template_params: {
                    emailtitle: 'Welcome',
                    Toemail: 'asha@example.com',
                    message: 'Dear Asha Rao,\n\nWelcome to our service!',
                    labdesk_template: 'Default Welcome',
                    labdesk_person_type: 'patient',
                    labdesk_person_id: '7c1e0f5a-8d55-4b6e-9d1f-2f7f3a1b9c10',
                },
            },
        });
    });

    it('tells kept-locally from sent, and a refusal by its reason', async () => {
        answer = {
            status: 202,
            type: 'text/plain',
            body: 'Kept in the local outbox: e-mail delivery is not configured',
        };
        await expect(calls().sendEmail(email)).resolves.toBe('kept-locally');
        answer = {
            status: 502,
            type: 'application/json',
            body: JSON.stringify({
                status: 502,
                error: '550 5.1.1 No such user',
                title: 'Failed to send email.',
                details: [],
            }),
        };
        const refused = await calls()
            .sendEmail(email)
            .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(EmailSendError);
        expect(refused).toMatchObject({ status: 502, message: '550 5.1.1 No such user' });
    });

    it("sends through a hosted EmailJS account with its keys, then records the service's answer in the outbox", async () => {
        settings = {
            ...settings,
            delivery: 'emailjs',
            emailjs: { serviceId: 'service_lab', templateId: 'template_1', publicKey: 'pk-123', origin },
        };
        await expect(calls().sendEmail(email)).resolves.toBe('sent');
        const [, send, record] = seen;
        expect(send.body).toMatchObject({ user_id: 'pk-123', service_id: 'service_lab', template_id: 'template_1' });
        expect(record).toMatchObject({
            method: 'POST',
            url: '/api/email/outbox',
            body: {
                to: 'asha@example.com',
                subject: 'Welcome',
                status: 'sent',
                response: '200 OK',
                personType: 'patient',
            },
        });

        answer = { status: 400, type: 'text/plain', body: 'The Public Key is invalid' };
        await expect(calls().sendEmail(email)).rejects.toMatchObject({ message: 'The Public Key is invalid' });
        expect(seen.at(-1)).toMatchObject({
            url: '/api/email/outbox',
            body: { status: 'failed', response: 'The Public Key is invalid' },
        });
    });
});
