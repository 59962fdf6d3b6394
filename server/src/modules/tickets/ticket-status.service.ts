import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  NEEDS_INFO_MESSAGE_REQUIRED,
  ticketInventorAudience,
  type TicketStatus,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { setStatusReturning } from './ticket-status.repository';
import { insertHistoryEntry } from './ticket-history.repository';
import { publishLive } from '@server/live/publish';
import { statusChangedMail } from '@server/mail/event-mails';
import { recordAudit, type Actor } from '../audit/audit.service';
import { commentEvent, insertComment } from '../conversation/comments.service';
import { sendEventNoticeReading, type MailContext } from '../notifications/event-notices.service';
import { recordActivity } from '../notifications/notifications.service';

/**
 * A ticket's status, set by the office (its routes and the admin CLI), never by the inventors.
 * The caller reads the ticket afterwards in the shape it answers with (the office's detail, the
 * CLI's line): nothing is loaded twice.
 */

/** What changed: the ticket, and the inventors told. */
export interface StatusChanged {
  ticketId: number;
  title: string;
  notified: number[];
}

export interface StatusChange {
  ticketId: number;
  status: TicketStatus;
  /** undefined keeps the current meeting date; null clears it. */
  meetingDate: string | null | undefined;
  /** What the office tells the inventors; required for `needs_info`. */
  message?: string | null;
  /** The office account making the change; null or absent for the admin CLI. */
  actor?: Actor;
}

/** `400 {"message": ["Say what information is needed."]}`. */
export const needsInfoMessageRequired = () =>
  new HttpError(400, NEEDS_INFO_MESSAGE_REQUIRED, { message: [NEEDS_INFO_MESSAGE_REQUIRED] });

/**
 * Sets a ticket's status (and meeting date), in one transaction: a history entry (with the
 * message and who made the change), a notification to its submitter and every inventor, an
 * `approve` (approved) or `update` activity for each, and an audit entry. `needs_info` needs a
 * message (400 otherwise). Null when there is no such ticket, or it is still a draft (drafts
 * are invisible to the office).
 *
 * The inventors' bell and mail follow their `status_changed` settings; the mail carries the
 * message and, when the change sets a meeting date, `meeting.ics`. The message is kept in the
 * history and, from an office account, also posted as an office comment in the thread (the
 * admin CLI has no account to write it: its message stays in the history, bell and mail).
 */
export async function setTicketStatus(
  db: Kysely<DB>,
  change: StatusChange,
  config: MailContext,
): Promise<StatusChanged | null> {
  const message = change.message?.trim() || null;
  if (change.status === 'needs_info' && !message) throw needsInfoMessageRequired();
  const actor = change.actor ?? null;
  const newMeeting = change.meetingDate ?? null;
  const done = await db.transaction().execute(async (trx) => {
    // The write answers the ticket as it now is and its inventors: no read before it.
    // With a message from an office account, also who of the office reads the thread.
    const posts = actor !== null && message !== null;
    const set = await setStatusReturning(
      trx,
      change.ticketId,
      change.status,
      change.meetingDate,
      posts,
    );
    if (!set) return null;
    const ticket = set.row;
    const meetingDate = ticket.meeting_date;
    // The submitter, then each other inventor once (ticket-audience.service's ticketInventors).
    const inventors = ticketInventorAudience(ticket.submitter_id, set.inventorIds);
    await insertHistoryEntry(trx, ticket.id, {
      status: change.status,
      meeting_date: meetingDate,
      message,
      by_user_id: actor?.userId ?? null,
    });
    const { live: told, accounts } = await sendEventNoticeReading(
      trx,
      config,
      { inventorIds: inventors },
      {
        event: 'status_changed',
        ticket: { id: ticket.id, title: ticket.title },
        feed: feedEvent('ticket.status_changed', {
          title: ticket.title,
          status: change.status,
          meeting_date: change.meetingDate ?? null,
        }),
        mail: (recipient, ref) =>
          statusChangedMail(recipient, ref, {
            status: change.status,
            message,
            meetingDate: newMeeting,
            domain: new URL(config.publicUrl).hostname || 'inventor-portal.local',
          }),
      },
    );
    const type = change.status === 'approved' ? 'approve' : 'update';
    await recordActivity(
      trx,
      inventors,
      type,
      feedEvent('ticket.status_set', { title: ticket.title, status: change.status }),
    );
    // The audit log keeps its English summary (the office's own record).
    const summary = `Ticket '${ticket.title}' set to ${change.status}`;
    await recordAudit(trx, actor, 'ticket.status', { type: 'ticket', id: ticket.id }, summary);
    if (posts) {
      const comment = await insertComment(trx, {
        ticketId: ticket.id,
        authorId: actor.userId,
        authorRole: 'office',
        body: message,
        at: nowIso(),
      });
      // The notice read every inventor's account (no one excepted): the thread's audience.
      const inventorAccounts = accounts.filter((a) => a.inventorId !== null).map((a) => a.id);
      const office = set.officeCandidates;
      told.push(
        ...(await commentEvent(trx, ticket, comment.id, {
          comment,
          inventors,
          office,
          inventorAccounts,
        })),
      );
    }
    return { live: told, ticket, inventors };
  });
  if (!done) return null;
  await publishLive(db, done.live);
  return { ticketId: done.ticket.id, title: done.ticket.title, notified: done.inventors };
}
