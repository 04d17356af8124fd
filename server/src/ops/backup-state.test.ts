import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-schedule.ts';
import { backupStatus, nextScheduledBackup } from './backup-state.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3600;

describe('backupStatus', () => {
  const now = at('2025-05-02T12:00:00Z');
  it('is quiet when nothing is scheduled', () => {
    expect(backupStatus({ lastSuccess: null, lastScheduled: null }, { scheduled: false, everySeconds: 24 * HOUR }, now)).toEqual({
      scheduled: false,
      everySeconds: null,
      lastSuccessAt: null,
      lastFailure: null,
      overdue: false,
    });
  });

  it("reports the schedule's last failure until a scheduled backup succeeds", () => {
    const failing = {
      lastSuccess: { at: at('2025-05-02T02:00:00Z'), file: '/b/1' },
      lastScheduled: { at: at('2025-05-02T11:00:00Z'), ok: false, error: 'disk full' },
    };
    expect(backupStatus(failing, { scheduled: true, everySeconds: 24 * HOUR }, now)).toMatchObject({
      lastSuccessAt: '2025-05-02T02:00:00.000Z',
      lastFailure: { at: '2025-05-02T11:00:00.000Z', error: 'disk full' },
      overdue: false,
    });
    const fixed = { ...failing, lastScheduled: { at: at('2025-05-02T11:30:00Z'), ok: true, error: null } };
    expect(backupStatus(fixed, { scheduled: true, everySeconds: 24 * HOUR }, now).lastFailure).toBeNull();
  });

  it('is overdue once the last good backup is older than two intervals', () => {
    const history = { lastSuccess: { at: at('2025-05-02T05:59:00Z'), file: null }, lastScheduled: null };
    expect(backupStatus(history, { scheduled: true, everySeconds: 3 * HOUR }, now).overdue).toBe(true);
    expect(backupStatus(history, { scheduled: true, everySeconds: 4 * HOUR }, now).overdue).toBe(false);
  });
});

describe('nextScheduledBackup', () => {
  it('is now for the first, an interval after a good one, and soon after a failed one', () => {
    expect(nextScheduledBackup({ lastSuccess: null, lastScheduled: null }, 24 * HOUR, 900).getTime()).toBe(0);
    const ok = { lastSuccess: null, lastScheduled: { at: at('2025-05-02T02:00:00Z'), ok: true, error: null } };
    expect(nextScheduledBackup(ok, 24 * HOUR, 900).toISOString()).toBe('2025-05-03T02:00:00.000Z');
    const failed = { lastSuccess: null, lastScheduled: { at: at('2025-05-02T02:00:00Z'), ok: false, error: 'x' } };
    expect(nextScheduledBackup(failed, 24 * HOUR, 900).toISOString()).toBe('2025-05-02T02:15:00.000Z');
    expect(nextScheduledBackup(failed, 300, 900).toISOString()).toBe('2025-05-02T02:05:00.000Z');
  });
});

describe('backupFileName', () => {
  it('sorts in time order', () => {
    expect(backupFileName(at('2025-05-01T02:03:04.567Z'))).toBe('labdesk-20250501T020304Z.backup');
  });
});
