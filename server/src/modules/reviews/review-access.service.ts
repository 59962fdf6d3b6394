import type { Db } from '@server/db/database';
import { readsDrawing, readsTicket } from './reviews.repository';

/**
 * What the files and attachments read of committee review (API.md Part 3): whether an account
 * is a reviewer of a ticket who declared no conflict (a conflicted reviewer gets nothing of the
 * ticket). Imports nothing of the modules that call it.
 */
export function reviewerReadsTicket(db: Db, userId: number, ticketId: number): Promise<boolean> {
  return readsTicket(db, userId, ticketId);
}

export function reviewerReadsDrawing(db: Db, userId: number, key: string): Promise<boolean> {
  return readsDrawing(db, userId, key);
}
