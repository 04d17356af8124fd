import { downloadCSV, type Exporter } from 'react-admin';
import type { EmailOutboxEntry } from '../../../contract/email';
import { toCsv } from '../visits/list/visitExporter';

/** One flat row per message: what was sent, to whom, about whom, and what the mail server answered. */
export const outboxRows = (entries: readonly EmailOutboxEntry[]) =>
    entries.map(entry => ({
        date: entry.createdAt,
        to: entry.to,
        subject: entry.subject,
        status: entry.status,
        through: entry.transport,
        attempts: entry.attempts,
        delivered: entry.sentAt ?? '',
        response: entry.response ?? '',
        person: entry.personName ?? '',
        personType: entry.personType ?? '',
        template: entry.templateName ?? '',
        sentBy: entry.sender?.name ?? '',
        message: entry.message,
    }));

export const outboxExporter: Exporter<EmailOutboxEntry & { id: string }> = entries =>
    downloadCSV(toCsv(outboxRows(entries)), 'email-outbox');
