import type { Kysely } from 'kysely';
import type { User } from '@inventor-portal/shared/schemas';
import type { DB } from '../../../db/database';
import { unauthenticated } from '../../../lib/http-error';
import { toOwnInventor } from '../../../repositories/inventor.mapper';
import { findInventorRow, inventorCounts, nameVariants } from '../../../repositories/inventor.repository';
import { findUserById } from '../../../repositories/user.repository';

/** `{email, inventor}` of a user, as `me` and login answer it. Never the password hash. */
export async function currentUserBody(db: Kysely<DB>, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  const inventor = user ? await findInventorRow(db, user.inventor_id) : undefined;
  if (!user || !inventor) throw unauthenticated();
  const [variants, counts] = await Promise.all([nameVariants(db, inventor.id), inventorCounts(db, inventor.id)]);
  return { email: user.email, inventor: toOwnInventor(inventor, variants, counts, user.must_change_password === 1) };
}
