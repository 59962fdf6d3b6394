import type { Db } from '@server/db/database';
import { accountDisplayName } from '../accounts/users.service';

/** An account as the event notices need it: where and in which language to write, and to whom. */
export interface RecipientAccount {
  id: number;
  email: string;
  language: string;
  inventorId: number | null;
  isActive: boolean;
  /** What the mail's greeting calls the person. */
  name: string;
}

/**
 * The accounts of these inventors (by `users.inventor_id`) and these accounts (by id), in one
 * query. Inventors without an account are absent.
 */
export async function recipientAccounts(
  db: Db,
  inventorIds: number[],
  userIds: number[],
): Promise<RecipientAccount[]> {
  const inventors = [...new Set(inventorIds)];
  const users = [...new Set(userIds)];
  if (inventors.length === 0 && users.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
    .select([
      'u.id',
      'u.email',
      'u.language',
      'u.inventor_id',
      'u.is_active',
      'u.name',
      'i.preferred_name',
      'i.full_name',
    ])
    .where((eb) =>
      eb.or([
        ...(inventors.length ? [eb('u.inventor_id', 'in', inventors)] : []),
        ...(users.length ? [eb('u.id', 'in', users)] : []),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    inventorId: row.inventor_id,
    isActive: row.is_active === 1,
    name: accountDisplayName(row),
  }));
}
