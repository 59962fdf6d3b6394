import type { Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import type { LiveEvent } from '@server/live/events';
import { addedAsInventorMail } from '@server/mail/event-mails';
import { findInventorNames } from '../inventors/inventors.service';
import {
  inventorsWithRecipients,
  sendEventNotice,
  type KnownRecipients,
  type MailContext,
} from '../notifications/event-notices.service';
import { ticketError } from './ticket-drawing';

/* A ticket's inventors when it is written: their order, that they exist, how mails name them,
 * and telling the ones added (tickets.service). */

/** The submitter first, then the other named inventors once each, in the order sent. */
export const orderedInventors = (submitterId: number, ids: number[]): number[] => [
  ...new Set([submitterId, ...ids]),
];

/**
 * How messages name each of a ticket's inventors, or `400` naming the ids that are no
 * inventor: the check and the names a write needs (the submitter's for its mails); with them,
 * in the same query, their accounts and channels for `added_as_inventor`, the event a ticket
 * write tells its inventors of (`tellAddedInventors`, the confirm-again notice).
 */
export async function ticketInventorNames(
  db: Db,
  ids: number[],
): Promise<{ names: Map<number, string>; known: KnownRecipients }> {
  const event = 'added_as_inventor';
  const { inventors, accounts } = await inventorsWithRecipients(db, ids, event);
  const names = new Map(inventors.map((row) => [row.id, displayName(row.id, row)]));
  const unknown = ids.filter((id) => !names.has(id));
  if (unknown.length) {
    throw ticketError(`Unknown inventor id(s): ${unknown.join(', ')}`, 'inventors');
  }
  return { names, known: { event, accounts } };
}

const displayName = (
  id: number,
  row:
    { preferred_name: string | null; full_name: string | null; email: string | null } | undefined,
) => inventorDisplayName({ id, ...row }, row?.email || `Inventor ${id}`);

/** How messages name an inventor: the shared naming rule, with the email before the id. */
export async function nameOf(db: Db, inventorId: number): Promise<string> {
  return displayName(inventorId, await findInventorNames(db, inventorId));
}

/**
 * Tells inventors they are on a ticket (`added_as_inventor`): the bell, and the mail once the
 * ticket is submitted (a draft is nobody's business yet). `mailOnly`: those already told by
 * the bell while it was a draft, now that it is submitted.
 */
export async function tellAddedInventors(
  trx: Transaction<DB>,
  config: MailContext,
  ticket: { id: number; title: string; isDraft: boolean; submitterName: string },
  inventorIds: number[],
  mailOnly = false,
  /** The inventors' accounts as `ticketInventorNames` read them. */
  known?: KnownRecipients,
): Promise<LiveEvent[]> {
  if (inventorIds.length === 0 || (mailOnly && ticket.isDraft)) return [];
  const { submitterName } = ticket;
  return sendEventNotice(
    trx,
    config,
    { inventorIds, known },
    {
      event: 'added_as_inventor',
      ticket: { id: ticket.id, title: ticket.title },
      feed: feedEvent('ticket.co_inventor_added', { title: ticket.title, name: submitterName }),
      mail: ticket.isDraft
        ? null
        : (recipient, ref) => addedAsInventorMail(recipient, ref, { submitterName }),
      channels: mailOnly ? { inApp: false, email: true } : undefined,
    },
  );
}
