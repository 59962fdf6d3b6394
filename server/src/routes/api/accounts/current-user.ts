import type { Kysely } from 'kysely';
import type { User } from '@inventor-portal/shared/schemas';
import type { DB } from '../../../db/database';
import { unauthenticated } from '../../../lib/http-error';
import { selectInventorRows, toOwnInventor } from '../../../repositories/inventor.mapper';
import { inventorCounts, nameVariants } from '../../../repositories/inventor.repository';

/** `{email, inventor}` of a user, as `me` and login answer it. Never the password hash. */
export async function currentUserBody(db: Kysely<DB>, userId: number): Promise<User> {
  // The account and its inventor in one query (`me` is read on every page load).
  const row = await selectInventorRows(db)
    .innerJoin('users', 'users.inventor_id', 'inventors.id')
    .select(['users.email as user_email', 'users.must_change_password'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthenticated();
  const [variants, counts] = await Promise.all([nameVariants(db, row.id), inventorCounts(db, row.id)]);
  return { email: row.user_email, inventor: toOwnInventor(row, variants, counts, row.must_change_password === 1) };
}
