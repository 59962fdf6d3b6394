import type { Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/**
 * The two-factor columns of `users` and the `recovery_codes` table. Secrets and codes arrive
 * here already encrypted or hashed (modules/two-factor/two-factor.service.ts).
 */

/** Stores a new, not yet enabled secret (set-up); a previous pending one is replaced. */
export async function setPendingTotpSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, two_factor_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .where('two_factor_enabled_at', 'is', null)
    .execute();
}

/**
 * Turns two-factor sign-in on with the code of `step`, claimed as `claimTotpStep` does, in one
 * statement: false (nothing changed) when the step was already used.
 */
export async function enableTwoFactorWithStep(
  db: Db,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step, two_factor_enabled_at: nowIso() })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, two_factor_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * `disableTwoFactor` with a TOTP code of `step`, claimed as `claimTotpStep` does, by the same
 * UPDATE: false (nothing changed) when the step was already used or two-factor sign-in is off
 * already (a second request racing with the same code).
 */
export async function disableTwoFactorWithStep(
  db: Db,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_secret: null, two_factor_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .where('two_factor_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  return true;
}

/**
 * Remembers `step` as the last accepted one, only if it is later than the one stored: false
 * when the code's step was already used (a replay, or two requests racing with one code).
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's recovery codes become exactly these (hashed) ones. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** The user's recovery codes not used yet (id and hash). */
export async function unusedRecoveryCodes(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; code_hash: string }>> {
  return db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Spends a recovery code: false when it was used meanwhile (two requests racing with one code). */
export async function spendRecoveryCode(db: Db, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
