import { isUniqueViolation } from '@server/lib/database-errors';
import type { Kysely } from 'kysely';
import type { OfficeUser } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { generatePassword, hashPassword } from '@server/lib/passwords';
import { enqueueMail } from '@server/mail/outbox';
import { accountCreatedMail } from '@server/mail/templates';
import {
  findUserByEmail,
  insertOfficeUser,
  listOfficeUsers as listOfficeUserRows,
} from './user.repository';
import { recordAudit } from '../audit/audit.service';

/** A refusal of `create-office-user`, printed to the administrator as it is. */
export class OfficeUserError extends Error {}

/**
 * An office account without an inventor record (`npm run admin -- create-office-user`): a
 * generated password (20 characters) that must be changed at first sign-in, the credentials
 * mail queued and an audit entry, in one transaction. Throws OfficeUserError when the email
 * already has an account (the CLI checks the email and name first).
 */
export async function createOfficeUser(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'publicUrl'>,
  input: { email: string; name: string },
): Promise<{ userId: number; email: string; password: string }> {
  const email = input.email.trim();
  const name = input.name.trim();
  const taken = `An account with the email ${email} already exists.`;
  if (await findUserByEmail(db, email)) throw new OfficeUserError(taken);
  const password = generatePassword(20);
  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const id = await insertOfficeUser(trx, { email, name, passwordHash, inventorId: null });
      await enqueueMail(
        trx,
        accountCreatedMail({ publicUrl: config.publicUrl, email, password, name }),
      );
      await recordAudit(
        trx,
        null,
        'user.create',
        { type: 'user', id },
        `Created office account '${email}'`,
      );
      return id;
    });
    return { userId, email, password };
  } catch (err) {
    if (isUniqueViolation(err)) throw new OfficeUserError(taken);
    throw err;
  }
}

/** Every active office account (the assignee picker). */
export function listOfficeUsers(db: Kysely<DB>): Promise<OfficeUser[]> {
  return listOfficeUserRows(db);
}
