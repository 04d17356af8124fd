import type { FieldProblem } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/**
 * What a new password must be: long enough, and not the account's e-mail (nor the part before the @),
 * the first thing someone guessing would try.
 */
export function passwordProblems(password: string, email: string, field: string, label: string): FieldProblem[] {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return [{ field, message: `${label} must be at least ${MIN_PASSWORD_LENGTH} characters` }];
  }
  if (password.length > MAX_PASSWORD_LENGTH) return [{ field, message: `${label} must be at most ${MAX_PASSWORD_LENGTH} characters` }];
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  if (p === e || p === e.split('@')[0]) return [{ field, message: `${label} must not be your e-mail address` }];
  return [];
}
