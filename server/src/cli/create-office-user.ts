import { z } from 'zod';
import { LIMITS } from '@inventor-portal/shared/schemas';
import { takeFlag, UsageError } from './set-ticket-status';

export const CREATE_OFFICE_USER_USAGE = 'create-office-user EMAIL --name "NAME"';

const officeUserInput = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.email, 'the email is too long')
    .pipe(z.email('the email is not a valid address')),
  name: z
    .string()
    .trim()
    .min(1, 'create-office-user needs --name "NAME"')
    .max(LIMITS.profileName, `the name must be at most ${LIMITS.profileName} characters`),
});

/** `EMAIL --name "NAME"` */
export function parseOfficeUserArgs(args: string[]): { email: string; name: string } {
  const rest = [...args];
  const name = takeFlag(rest, '--name') ?? '';
  const [email, ...extra] = rest;
  if (!email || email.startsWith('--')) throw new UsageError('create-office-user needs an EMAIL');
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const parsed = officeUserInput.safeParse({ email, name });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0].message);
  return parsed.data;
}
