import { LIMITS } from '@inventor-portal/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { isCommonPassword } from '../../../lib/common-passwords';

/**
 * The rules beyond the shared schema's length checks: not all digits, not a common password,
 * not the account's email or its local part. Returns every broken rule's message.
 */
export function passwordRuleErrors(password: string, email: string): string[] {
  const errors: string[] = [];
  if (password.length < LIMITS.minPassword) errors.push(`Password must be at least ${LIMITS.minPassword} characters`);
  if (/^[0-9]+$/.test(password)) errors.push('This password is entirely numeric.');
  if (isCommonPassword(password)) errors.push('This password is too common.');
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (lower === address || (local.length > 0 && lower === local)) errors.push('The password is too similar to the email.');
  return errors;
}

/** Throws `400 {detail, new_password: [...]}` when the new password breaks a rule. */
export function assertPasswordRules(password: string, email: string): void {
  const errors = passwordRuleErrors(password, email);
  if (errors.length > 0) throw new HttpError(400, errors[0], { new_password: errors });
}
