import type { Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/**
 * A ticket's status history: each status change with its meeting date, the office's message and
 * who made it (the inventor's edit that answers a request for information, the office, the CLI).
 */
export interface HistoryRow {
  status: string;
  meeting_date: string | null;
  message: string | null;
  by_user_id: number | null;
  created_at: string;
}

export async function insertHistoryEntry(
  db: Db,
  ticketId: number,
  entry: Omit<HistoryRow, 'created_at'>,
): Promise<void> {
  await db
    .insertInto('ticket_history')
    .values({ ticket_id: ticketId, ...entry, created_at: nowIso() })
    .execute();
}

/** A ticket's status changes, oldest first. */
export async function historyOf(db: Db, ticketId: number): Promise<HistoryRow[]> {
  return db
    .selectFrom('ticket_history')
    .select(['status', 'meeting_date', 'message', 'by_user_id', 'created_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}
