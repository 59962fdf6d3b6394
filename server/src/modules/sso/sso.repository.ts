import type { Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/** The tables of campus sign-in: links, started sign-ins, accepted SAML assertion ids. */

export async function findLinkedUserId(
  db: Db,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('sso_links')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertLink(
  db: Db,
  values: { userId: number; provider: string; subject: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('sso_links')
    .values({
      user_id: values.userId,
      provider: values.provider,
      subject: values.subject,
      created_at: now,
      last_used_at: now,
    })
    .execute();
}

export async function touchLink(db: Db, provider: string, subject: string): Promise<void> {
  await db
    .updateTable('sso_links')
    .set({ last_used_at: nowIso() })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .execute();
}

export async function linksOfUser(
  db: Db,
  userId: number,
): Promise<Array<{ provider: string; created_at: string; last_used_at: string | null }>> {
  return db
    .selectFrom('sso_links')
    .select(['provider', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export interface StartedSignIn {
  id: string;
  provider: string;
  nonce: string | null;
  code_verifier: string | null;
  next: string | null;
  created_at: string;
  expires_at: string;
}

export async function insertRequest(db: Db, values: StartedSignIn): Promise<void> {
  await db.insertInto('sso_requests').values(values).execute();
}

export async function findRequest(
  db: Db,
  provider: string,
  id: string,
): Promise<StartedSignIn | undefined> {
  return db
    .selectFrom('sso_requests')
    .selectAll()
    .where('id', '=', id)
    .where('provider', '=', provider)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/**
 * Removes a started sign-in; true only for the one caller that removed it (a callback or a
 * response is accepted once, even when two instances receive it at the same moment).
 */
export async function takeRequest(db: Db, provider: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sso_requests')
    .where('id', '=', id)
    .where('provider', '=', provider)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredRequests(db: Db): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('sso_requests').where('expires_at', '<=', now).execute();
  await db.deleteFrom('sso_seen_assertions').where('expires_at', '<=', now).execute();
}

/**
 * Records an accepted assertion id; false when it was seen before (its primary key: two
 * instances accepting the same response at once cannot both insert it).
 */
export async function rememberAssertion(
  db: Db,
  values: { provider: string; assertionId: string; expiresAt: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('sso_seen_assertions')
    .values({
      provider: values.provider,
      assertion_id: values.assertionId,
      expires_at: values.expiresAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('assertion_id')
    .execute();
  return rows.length === 1;
}
