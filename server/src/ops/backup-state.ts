import type { BackupStatus } from '../../../contract/ops.ts';
import type { BackupHistory } from '../repositories/backup-repository.ts';

/** A scheduled backup may be missed once: the alarm rings when the last good one is older than two intervals. */
export const maxBackupAge = (everySeconds: number) => 2 * everySeconds;

/** What administrators and the readiness check are told about backups. */
export function backupStatus(history: BackupHistory, schedule: { scheduled: boolean; everySeconds: number }, now: Date): BackupStatus {
  const last = history.lastScheduled;
  const ageSeconds = history.lastSuccess ? Math.floor((now.getTime() - history.lastSuccess.at.getTime()) / 1000) : null;
  return {
    scheduled: schedule.scheduled,
    everySeconds: schedule.scheduled ? schedule.everySeconds : null,
    lastSuccessAt: history.lastSuccess?.at.toISOString() ?? null,
    lastFailure: schedule.scheduled && last && !last.ok ? { at: last.at.toISOString(), error: last.error ?? '' } : null,
    overdue: schedule.scheduled && ageSeconds !== null && ageSeconds > maxBackupAge(schedule.everySeconds),
  };
}

/** When the schedule backs up next: now when it never has, one interval after a good try, soon after a failed one. */
export function nextScheduledBackup(history: BackupHistory, everySeconds: number, retrySeconds: number): Date {
  const last = history.lastScheduled;
  if (!last) return new Date(0);
  const wait = last.ok ? everySeconds : Math.min(everySeconds, retrySeconds);
  return new Date(last.at.getTime() + wait * 1000);
}
