import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import {
  conflictedOnDrawing,
  conflictedOnTicket,
  officeAccountsWithoutConflict,
  officeHearsOfTicket,
  readsDrawing,
  readsTicket,
} from './reviews.repository';

/**
 * What the rest of the server reads of committee review (API.md Part 3): whether an account
 * is a reviewer of a ticket who declared no conflict, and the rule of a declared conflict:
 * it closes the ticket to that account everywhere (pages, files, queue and search, live events,
 * notifications), office staff included. Imports nothing of the modules that call it.
 */
export function reviewerReadsTicket(db: Db, userId: number, ticketId: number): Promise<boolean> {
  return readsTicket(db, userId, ticketId);
}

export function reviewerReadsDrawing(db: Db, userId: number, key: string): Promise<boolean> {
  return readsDrawing(db, userId, key);
}

/** Whether the account declared a conflict of interest on the ticket (then: 404 on all of it). */
export function conflictClosesTicket(db: Db, userId: number, ticketId: number): Promise<boolean> {
  return conflictedOnTicket(db, userId, ticketId);
}

/** Whether the drawing's ticket is closed to the account by its declared conflict. */
export function conflictClosesDrawing(db: Db, userId: number, key: string): Promise<boolean> {
  return conflictedOnDrawing(db, userId, key);
}

/**
 * The ids of the tickets the account declared a conflict on, as a subquery: few rows, read from
 * reviews_conflicts_idx alone (migration 022).
 */
export function conflictedTicketIds(userId: number) {
  return sql<number>`select r.ticket_id from reviews r
    where r.reviewer_id = ${userId} and r.state = 'conflicted'`;
}

/**
 * The queue's and search's condition on `tickets.id`: not a ticket the account declared a
 * conflict on. One subquery of the account's own conflicts, no per-row query.
 */
export function notConflictedCondition(userId: number) {
  return sql<boolean>`tickets.id not in (${conflictedTicketIds(userId)})`;
}

/**
 * The office accounts that may hear of a ticket at all: every active one but those that declared
 * a conflict on it (one read).
 */
export function officeWithoutConflicted(db: Db, ticketId: number): Promise<number[]> {
  return officeAccountsWithoutConflict(db, ticketId);
}

/** `officeWithoutConflicted`'s rule as a condition, for a statement that reads more. */
export { officeHearsOfTicket };
