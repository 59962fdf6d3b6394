import { reviewerInviteSchema } from '@inventor-portal/shared/schemas';
import { takeFlag, UsageError } from './set-ticket-status';

export const CREATE_REVIEWER_USAGE = 'create-reviewer EMAIL --name "NAME" [--language en|fr]';

/** `EMAIL --name "NAME" [--language en|fr]`, checked by the route's own schema. */
export function parseReviewerArgs(args: string[]): {
  email: string;
  name: string;
  language?: 'en' | 'fr';
} {
  const rest = [...args];
  const name = takeFlag(rest, '--name') ?? '';
  const language = takeFlag(rest, '--language');
  const [email, ...extra] = rest;
  if (!email || email.startsWith('--')) throw new UsageError('create-reviewer needs an EMAIL');
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (!name.trim()) throw new UsageError('create-reviewer needs --name "NAME"');
  const parsed = reviewerInviteSchema.safeParse({ email, name, language });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0].message);
  return parsed.data;
}
