import { describe, expect, it } from 'vitest';
import type { EmailOutboxEntry } from '../../../contract/email';
import { toCsv } from '../visits/list/visitExporter';
import { outboxRows } from './outboxExporter';
import { dayEnd, dayStart } from './outboxFilters';

const failed: EmailOutboxEntry = {
    id: '7c1e0f5a-8d55-4b6e-9d1f-2f7f3a1b9c10',
    to: 'asha@example.com',
    subject: 'Report ready, "today"',
    message: 'Dear Asha,\n\nYour report is ready.',
    format: 'text',
    templateName: 'Report ready',
    personType: 'patient',
    personId: '1b2c3d4e-0000-4000-8000-000000000001',
    personName: 'Asha Rao',
    sender: { id: 'u1', name: 'Front Desk' },
    status: 'failed',
    transport: 'smtp',
    attempts: 2,
    response: '550 5.1.1 No such user',
    createdAt: '2025-03-01T09:30:00.000Z',
    lastAttemptAt: '2025-03-01T09:35:00.000Z',
    sentAt: null,
};

describe('the outbox export', () => {
    it('writes one quoted CSV row per message, with the mail server answer', () => {
        const csv = toCsv(outboxRows([failed]));
        const [header, ...lines] = csv.split('\n');
        expect(header).toBe(
            'date,to,subject,status,through,attempts,delivered,response,person,personType,template,sentBy,message'
        );
        expect(lines.join('\n')).toBe(
            '2025-03-01T09:30:00.000Z,asha@example.com,"Report ready, ""today""",failed,smtp,2,,550 5.1.1 No such user,' +
                'Asha Rao,patient,Report ready,Front Desk,"Dear Asha,\n\nYour report is ready."'
        );
    });
});

describe('the period filter', () => {
    it('turns picked days into the first and the last instant of those days, in local time', () => {
        expect(new Date(dayStart('2025-03-01')).getTime()).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime());
        expect(new Date(dayEnd('2025-03-01')).getTime()).toBe(new Date(2025, 2, 1, 23, 59, 59, 999).getTime());
        expect(dayStart('')).toBe('');
    });
});
