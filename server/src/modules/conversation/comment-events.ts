import type { Comment } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import type { LiveEvent } from '@server/live/events';
import { findComment } from './comment.repository';
import type { TicketRow } from '../tickets/ticket.mapper';
import { ticketInventors, ticketOfficeCandidates } from '../tickets/ticket-audience.service';

/** What a caller already read, so the event does not read it again. */
export interface KnownThread {
  comment?: Comment;
  /** `ticketInventors(ticket)`. */
  inventors?: number[];
  /** `ticketOfficeCandidates(ticket)`. */
  office?: number[];
  /** The accounts of `inventors` (each inventor has at most one). */
  inventorAccounts?: number[];
}

/** Every account that may read the thread and so hears its `comment` events. */
async function threadAudience(db: Db, ticket: TicketRow, known: KnownThread): Promise<number[]> {
  const accounts = known.inventorAccounts ?? (await inventorAccounts(db, ticket, known));
  // Never an office account that declared a conflict of interest on the ticket (API.md Part 3).
  const office = known.office ?? (await ticketOfficeCandidates(db, ticket));
  return [...new Set([...accounts, ...office])];
}

async function inventorAccounts(db: Db, ticket: TicketRow, known: KnownThread): Promise<number[]> {
  const inventors = known.inventors ?? (await ticketInventors(db, ticket));
  const accounts = await db
    .selectFrom('users')
    .select('id')
    .where('inventor_id', 'in', inventors)
    .execute();
  return accounts.map((a) => a.id);
}

/** The `comment` live event of a new comment, for everyone who may read the thread. */
export async function commentEvent(
  db: Db,
  ticket: TicketRow,
  commentId: number,
  known: KnownThread = {},
): Promise<LiveEvent[]> {
  const comment = known.comment ?? (await findComment(db, commentId));
  if (!comment) return [];
  return [
    {
      userIds: await threadAudience(db, ticket, known),
      name: 'comment',
      data: { ticket: ticket.id, comment },
    },
  ];
}
