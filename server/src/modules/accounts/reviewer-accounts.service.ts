import type { Kysely } from 'kysely';
import type { Language, ReviewerAccount } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { isUniqueViolation } from '@server/lib/database-errors';
import { asLanguage } from '@server/lib/language';
import { generatePassword, hashPassword } from '@server/lib/passwords';
import { INVITE_TOKEN_DAYS, resetLink } from '@server/lib/reset-token';
import { enqueueMail } from '@server/mail/outbox';
import { reviewerInvitedMail } from '@server/mail/templates';
import { recordAudit, type Actor } from '../audit/audit.service';
import { accountNames, findUserByEmail, insertReviewerUser } from './user.repository';

/**
 * An outside expert's account for the committee (API.md Part 3 "Committee review",
 * `POST /api/office/reviewers/` and `npm run admin -- create-reviewer`): role `reviewer`, no
 * inventor record, a random password nobody is told; the mail (in the account's language)
 * links to the reset page to choose one, valid 7 days. For an email that already has an
 * account nothing is created: that account is answered (`created: false`).
 */
export async function inviteReviewer(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'publicUrl' | 'secretKey'>,
  actor: Actor,
  input: { email: string; name: string; language?: Language },
): Promise<{ created: boolean; account: ReviewerAccount }> {
  const email = input.email.trim();
  const name = input.name.trim();
  const existing = async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return null;
    const named = (await accountNames(db, [user.id])).get(user.id);
    return {
      created: false,
      account: { id: user.id, name: named?.name ?? user.email, email: user.email, role: user.role },
    };
  };
  const known = await existing();
  if (known) return known;
  const language = input.language ?? 'en';
  const passwordHash = await hashPassword(generatePassword(32));
  try {
    const id = await db.transaction().execute(async (trx) => {
      const userId = await insertReviewerUser(trx, { email, name, passwordHash, language });
      const link = resetLink(
        config.publicUrl,
        config.secretKey,
        { id: userId, password_hash: passwordHash },
        Date.now(),
        INVITE_TOKEN_DAYS,
      );
      await enqueueMail(
        trx,
        reviewerInvitedMail({ email, name, link, language: asLanguage(language) }),
      );
      await recordAudit(
        trx,
        actor,
        'reviewer.create',
        { type: 'user', id: userId },
        `Invited reviewer '${email}'`,
      );
      return userId;
    });
    return { created: true, account: { id, name, email, role: 'reviewer' } };
  } catch (err) {
    // Two invitations of one address at once: the other one made the account.
    if (isUniqueViolation(err)) {
      const raced = await existing();
      if (raced) return raced;
    }
    throw err;
  }
}
