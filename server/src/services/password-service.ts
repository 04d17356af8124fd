import type { PasswordChange } from '../../../contract/administration.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { AppError, badRequest, invalidFields } from '../errors.ts';
import { writeAudit } from '../repositories/audit-repository.ts';
import { countRecentFailures, recordFailure, type Principal } from '../repositories/auth-repository.ts';
import { passwordHashOf, setPassword } from '../repositories/employee-repository.ts';
import { passwordProblems } from './password-rules.ts';

const MAX_FAILURES_PER_MINUTE = 10;
const WRONG_CURRENT = 'Your current password is not correct';

/**
 * A member replaces their password (the one-time one an administrator gave, or their own). Wrong current
 * passwords count towards the sign-in limit, so a stolen session cannot be used to guess the password.
 */
export async function changePassword(db: Db, who: Principal, ip: string, body: PasswordChange) {
  const email = who.user.email.trim().toLowerCase();
  const failures = await countRecentFailures(db, ip, email);
  if (failures.byIp >= MAX_FAILURES_PER_MINUTE || failures.byEmail >= MAX_FAILURES_PER_MINUTE) {
    throw new AppError(429, 'Too many wrong passwords; wait a minute and try again');
  }
  const stored = await passwordHashOf(db, who.user.id);
  if (!stored || !(await verifyPassword(body.currentPassword, stored))) {
    await recordFailure(db, ip, email);
    throw badRequest(WRONG_CURRENT, [{ field: 'currentPassword', message: WRONG_CURRENT }]);
  }
  const problems = passwordProblems(body.newPassword, who.user.email, 'newPassword', 'New password');
  if (body.newPassword === body.currentPassword)
    problems.push({ field: 'newPassword', message: 'New password must differ from the current one' });
  if (problems.length) throw invalidFields(problems);
  const hash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, who.user.id, hash, false);
    await writeAudit(trx, {
      orgId: who.organization.id,
      userId: who.user.id,
      resource: 'emp',
      recordId: who.user.id,
      action: 'change-password',
      before: { mustChangePassword: who.mustChangePassword },
      after: { mustChangePassword: false },
    });
  });
  return { mustChangePassword: false };
}
