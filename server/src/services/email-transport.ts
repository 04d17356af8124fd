import nodemailer from 'nodemailer';
import sanitizeHtml from 'sanitize-html';
import type { EmailConfig } from '../config.ts';

export interface OutgoingMessage {
  /** the organisation's name: the display name when EMAIL_FROM has none */
  fromName: string;
  to: string;
  subject: string;
  body: string;
  format: 'text' | 'html';
}

/** What the mail server made of a message: accepted (its answer, "250 2.0.0 Ok: queued as …") or not, and why. */
export type Delivery = { accepted: true; response: string; messageId: string } | { accepted: false; response: string };

export interface Mailer {
  deliver(message: OutgoingMessage): Promise<Delivery>;
  close(): void;
}

const ADDRESS_IN_BRACKETS = /<([^<>]+)>\s*$/;

/** EMAIL_FROM as nodemailer takes it: its own display name, else the organisation's. */
export function fromAddress(configured: string, orgName: string): { name: string; address: string } {
  const bracketed = ADDRESS_IN_BRACKETS.exec(configured);
  if (!bracketed) return { name: orgName, address: configured.trim() };
  const name = configured.slice(0, bracketed.index).trim().replace(/^"|"$/g, '');
  return { name: name || orgName, address: bracketed[1].trim() };
}

/** The HTML part keeps formatting and links only; the text part is the same words without markup. */
function bodyParts(message: OutgoingMessage): { text: string; html?: string } {
  if (message.format === 'text') return { text: message.body };
  const html = sanitizeHtml(message.body, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedSchemes: ['http', 'https', 'mailto'],
  });
  const text = sanitizeHtml(html.replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, html };
}

/** Why a message did not go: the server's answer when it gave one ("550 5.1.1 <x@y>: Recipient address rejected"). */
function failure(error: unknown, timeoutSeconds: number): string {
  const e = error as { name?: string; code?: string; response?: string; message?: string };
  if (e.name === 'AbortError' || e.name === 'TimeoutError')
    return `No answer from the mail server within ${timeoutSeconds} s; it may still deliver the message`;
  if (e.response) return e.response;
  if (e.code === 'ECONNREFUSED' || e.code === 'ESOCKET' || e.code === 'ECONNECTION')
    return `The mail server could not be reached (${e.message ?? e.code})`;
  return e.message ?? String(error);
}

/**
 * Delivery through the SMTP server of SMTP_URL. Each message opens its own connection (no pool: nothing to keep
 * between requests), and the whole exchange is bounded by SMTP_TIMEOUT.
 */
export function createSmtpMailer(config: EmailConfig & { smtpUrl: string; from: string }): Mailer {
  const ms = config.timeoutSeconds * 1000;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: ms,
    greetingTimeout: ms,
    socketTimeout: ms,
  });
  return {
    async deliver(message) {
      try {
        const info = await transport.sendMail({
          from: fromAddress(config.from, message.fromName),
          to: message.to,
          subject: message.subject,
          ...bodyParts(message),
          signal: AbortSignal.timeout(ms),
        });
        return { accepted: true, response: String(info.response ?? '250 OK'), messageId: String(info.messageId ?? '') };
      } catch (error) {
        return { accepted: false, response: failure(error, config.timeoutSeconds).slice(0, 2000) };
      }
    },
    close: () => transport.close(),
  };
}
