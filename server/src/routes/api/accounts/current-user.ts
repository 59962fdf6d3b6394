import type { Kysely } from 'kysely';
import type { User } from '@inventor-portal/shared/schemas';
import type { DB } from '../../../db/database';
import { idPlaceholders, precompiledFor } from '../../../db/precompiled';
import { unauthenticated } from '../../../lib/http-error';
import { selectInventorRows, toOwnInventor } from '../../../repositories/inventor.mapper';
import { cachedInventorCounts } from '../../../repositories/inventor-counts-cache';
import { nameVariants } from '../../../repositories/inventor.repository';

/** `{email, inventor}` of a user, as `me` and login answer it. Never the password hash. */
export async function currentUserBody(db: Kysely<DB>, userId: number): Promise<User> {
  // The account and its inventor in one query (`me` is read on every page load).
  // Compiled once per handle: building and compiling it cost as much as running it.
  const query = precompiledFor(
    db,
    'accounts.current-user',
    (id: number) =>
      selectInventorRows(db)
        .innerJoin('users', 'users.inventor_id', 'inventors.id')
        .select(['users.email as user_email', 'users.must_change_password'])
        .where('users.id', '=', id),
    idPlaceholders(1) as [number],
  );
  const [row] = (await db.executeQuery(query(userId))).rows;
  if (!row) throw unauthenticated();
  const [variants, counts] = await Promise.all([nameVariants(db, row.id), cachedInventorCounts(db, row.id)]);
  return { email: row.user_email, inventor: toOwnInventor(row, variants, counts, row.must_change_password === 1) };
}
