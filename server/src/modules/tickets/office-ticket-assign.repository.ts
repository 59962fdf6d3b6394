import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/** What an assignment checks before it writes: the ticket, and the account it names. */
export interface AssignmentCheck {
  title: string;
  /** The account's; null when there is none (or no account was named). */
  role: string | null;
  is_active: number | null;
  email: string | null;
  name: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

/**
 * The non-draft ticket `id`'s title, and the account `assigneeId` (null: none) with what it
 * is named by (accountDisplayName's fields), in ONE statement: undefined when there is no
 * such ticket.
 */
export async function assignmentCheck(
  db: Db,
  id: number,
  assigneeId: number | null,
): Promise<AssignmentCheck | undefined> {
  return db
    .selectFrom('tickets')
    .leftJoin('users', (join) => join.on(sql<boolean>`users.id = ${assigneeId}`))
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .select([
      'tickets.title',
      'users.role',
      'users.is_active',
      'users.email',
      'users.name',
      'inventors.preferred_name',
      'inventors.full_name',
    ])
    .where('tickets.id', '=', id)
    .where('tickets.is_draft', '=', 0)
    .executeTakeFirst();
}
