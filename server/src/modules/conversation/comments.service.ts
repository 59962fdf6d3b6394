import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import type { Comment } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { publishLive } from '@server/live/publish';
import { commentAddedMail } from '@server/mail/event-mails';
import { insertComment, listCommentRows } from './comment.repository';
import { commentContext } from './comment-context.repository';
import type { CommentCaller } from './comment-caller';
import { findTicket, visibleTo } from '../tickets/ticket-reads.service';
import type { TicketRow } from '../tickets/ticket.mapper';
import { commentEvent } from './comment-events';
import { sendEventNoticeReading, type MailContext } from '../notifications/event-notices.service';
import { ticketOfficeAmong } from '../tickets/ticket-audience.service';

/*
 * A ticket's thread (API.md Part 2 "Conversation"): its inventors (the submitter and every named
 * inventor) and the office staff read and write it; anyone else, and the office on a draft,
 * gets `404 Not found.` like a ticket that does not exist.
 */

export type { CommentCaller } from './comment-caller';

/** The ticket if the caller may see its thread, else 404. */
export async function ticketForThread(
  db: Db,
  caller: CommentCaller,
  ticketId: number,
): Promise<TicketRow> {
  if (caller.inventorId !== null) {
    const own = await db
      .selectFrom('tickets')
      .selectAll('tickets')
      .where('tickets.id', '=', ticketId)
      .where(visibleTo(caller.inventorId))
      .executeTakeFirst();
    if (own) return own;
  }
  if (caller.role === 'office') {
    const row = await findTicket(db, ticketId);
    if (row && !row.is_draft) return row;
  }
  throw notFound();
}

/** One page of the thread, oldest first; the total is the ticket's comment counter. */
export async function listComments(
  db: Kysely<DB>,
  caller: CommentCaller,
  ticketId: number,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; results: Comment[] }> {
  const ticket = await ticketForThread(db, caller, ticketId);
  const results =
    ticket.comments_count === 0
      ? []
      : await listCommentRows(db, ticketId, { offset: page.offset, limit: page.pageSize });
  return { count: ticket.comments_count, results };
}

/**
 * Adds a comment (already validated: 1–2000 characters after trim) and tells the ticket's other
 * inventors and the office (the assignee, or every office account while unassigned; nobody at
 * the office while the ticket is a draft), never the author: bell and mail per their settings.
 * Everyone who may read the thread gets the `comment` live event.
 */
export async function addComment(
  deps: { db: Kysely<DB>; config: MailContext },
  caller: CommentCaller,
  ticketId: number,
  body: string,
): Promise<Comment> {
  const { db, config } = deps;
  // The ticket, its inventors, the office that may hear of it and all their accounts with
  // their channels for the event: one read, before the transaction.
  const context = await commentContext(db, caller, ticketId, 'comment_added');
  if (!context) throw notFound();
  const { ticket, inventors, officeCandidates, accounts } = context;
  const { comment, live } = await db.transaction().execute(async (trx) => {
    const comment = await insertComment(trx, {
      ticketId,
      authorId: caller.userId,
      authorRole: caller.role === 'office' ? 'office' : 'inventor',
      body,
      at: nowIso(),
    });
    const notices = await sendEventNoticeReading(
      trx,
      config,
      {
        inventorIds: inventors,
        userIds: ticketOfficeAmong(ticket, officeCandidates),
        except: { userId: caller.userId, inventorId: caller.inventorId },
        known: { event: 'comment_added', accounts, userIds: officeCandidates },
      },
      {
        event: 'comment_added',
        ticket: { id: ticket.id, title: ticket.title },
        feed: feedEvent('comment.added', { title: ticket.title, name: comment.author.name }),
        mail: (recipient, ref) =>
          commentAddedMail(recipient, ref, { authorName: comment.author.name, body }),
      },
    );
    // Everyone who may read the thread hears the live event: the inventors' accounts and the
    // office candidates, all read above.
    const ofInventors = new Set(inventors);
    const inventorAccounts = accounts
      .filter((a) => a.inventorId !== null && ofInventors.has(a.inventorId))
      .map((a) => a.id);
    const event = await commentEvent(trx, ticket, comment.id, {
      comment,
      inventors,
      office: officeCandidates,
      inventorAccounts,
    });
    return { comment, live: [...notices.live, ...event] };
  });
  await publishLive(db, live);
  return comment;
}

/** What the tickets module (an office message with a status) and the live plugin use of the thread. */
export { commentEvent } from './comment-events';
export { findComment, insertComment } from './comment.repository';
