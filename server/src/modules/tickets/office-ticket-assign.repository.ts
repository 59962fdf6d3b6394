import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { nowIso } from '@server/lib/time';

/** Whether the non-draft ticket `id` exists (what the office may see). */
export async function officeTicketExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.id', '=', id)
    .where('tickets.is_draft', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** An account's names as accountDisplayName takes them. */
export interface AssigneeNames {
  email: string;
  name: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

/**
 * Assigns the non-draft ticket `id` to `assigneeId` when it is an active office account (or to
 * nobody: null), in ONE statement that answers the ticket's title and the assignee's names
 * (`returning`); undefined when nothing was written (no such ticket, or not such an account:
 * `officeTicketExists` tells which).
 */
export async function assignReturning(
  db: Db,
  id: number,
  assigneeId: number | null,
): Promise<{ title: string; assignee: AssigneeNames | null } | undefined> {
  const names = jsonObject(db, {
    email: 'users.email',
    name: 'users.name',
    preferred_name: 'inventors.preferred_name',
    full_name: 'inventors.full_name',
  });
  const row = await db
    .updateTable('tickets')
    .set({ assignee_id: assigneeId, updated_at: nowIso() })
    .where('tickets.id', '=', id)
    .where('tickets.is_draft', '=', 0)
    .$if(assigneeId !== null, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users')
            .select('users.id')
            .where('users.id', '=', assigneeId ?? 0)
            .where('users.role', '=', 'office')
            .where('users.is_active', '=', 1),
        ),
      ),
    )
    .returning([
      'tickets.title',
      sql<JsonCell | null>`(select ${names} from users
        left join inventors on inventors.id = users.inventor_id
        where users.id = tickets.assignee_id)`.as('assignee'),
    ])
    .executeTakeFirst();
  return (
    row && {
      title: row.title,
      assignee: row.assignee === null ? null : parseJsonCell<AssigneeNames>(row.assignee),
    }
  );
}
