import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { ALREADY_CONFIRMED, STALE_VERSION, type Ticket } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { publishLive } from '@server/live/publish';
import { confirmationDeclinedMail } from './attestation-mails';
import {
  refreshUnconfirmedCountReturning,
  setConfirmation,
  type AttestationState,
} from './attestation.repository';
import { contributionsOf, type TicketRow } from '../tickets/ticket.mapper';
import {
  findVisibleTicket,
  ticketRelated,
  ticketWithAnswers,
  type TicketRelated,
} from '../tickets/ticket-reads.service';
import { versionHash } from './attestation.service';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { nameOf } from '../tickets/tickets.service';
import { ticketOffice } from '../tickets/ticket-audience.service';

/*
 * An inventor confirms or declines a ticket (API.md Part 2): the state, when, and the sha-256
 * of the version they saw, read and written in one transaction.
 */

export interface ConfirmationDeps {
  db: Kysely<DB>;
  config: MailContext;
}

const staleVersion = () => new HttpError(409, STALE_VERSION, { code: 'stale_version' });

/**
 * The ticket, its related rows and answers (one union, the answer's too) and its current
 * version's hash, if the caller is one of its inventors (else 404) and `read`, when given, is
 * that version (else 409 `stale_version`: it changed since the inventor opened it).
 */
async function attestedVersion(
  db: Db,
  ticketId: number,
  inventorId: number,
  read: string | undefined,
): Promise<{ row: TicketRow; related: TicketRelated; hash: string }> {
  const row = await findVisibleTicket(db, ticketId, inventorId);
  const related = row ? await ticketRelated(db, [ticketId], { answers: true }) : undefined;
  const links = related?.inventors.get(ticketId) ?? [];
  if (!row || !related || !links.some((l) => l.inventor_id === inventorId)) throw notFound();
  const hash = versionHash({
    ...row,
    inventors: links.map((l) => l.inventor_id),
    contributions: contributionsOf(links),
    attachments: (related.attachments.get(ticketId) ?? []).map((a) => a.id),
    answers_hash: row.answers_hash,
  });
  if (read !== undefined && read !== hash) throw staleVersion();
  return { row, related, hash };
}

/**
 * The ticket as the confirmation left it, from what its transaction read and wrote: the row
 * the count's update answered, the caller's link with its new state.
 */
function attestedTicket(
  row: TicketRow,
  related: TicketRelated,
  inventorId: number,
  state: Omit<AttestationState, 'percent'>,
): Ticket {
  const links = (related.inventors.get(row.id) ?? []).map((link) =>
    link.inventor_id === inventorId ? { ...link, ...state } : link,
  );
  return ticketWithAnswers(row, {
    ...related,
    inventors: new Map([[row.id, links]]),
  });
}

/**
 * `POST .../confirm/` with the `version` the inventor read: 409 `stale_version` when the ticket
 * changed since, 409 "Already confirmed." when the caller's confirmation stands.
 */
export async function confirmTicket(
  { db }: ConfirmationDeps,
  ticketId: number,
  inventorId: number,
  version: string | undefined,
): Promise<Ticket> {
  const ticket = await db.transaction().execute(async (trx) => {
    const { related, hash } = await attestedVersion(trx, ticketId, inventorId, version);
    const state = {
      confirmation_state: 'confirmed' as const,
      confirmation_at: nowIso(),
      decline_reason: null,
      confirmed_hash: hash,
    };
    const rows = await setConfirmation(trx, ticketId, inventorId, state, true);
    if (rows === 0) return null;
    const row = await refreshUnconfirmedCountReturning(trx, ticketId);
    return attestedTicket(row, related, inventorId, state);
  });
  if (!ticket) throw new HttpError(409, ALREADY_CONFIRMED);
  return ticket;
}

/**
 * `POST .../decline/`: the caller declines the `version` they read (409 `stale_version` when
 * it changed since) with a reason (a new decline replaces an earlier one); the submitter and the office (the assignee, or every office account while unassigned;
 * not for a draft) are told, never the caller.
 */
export async function declineTicket(
  { db, config }: ConfirmationDeps,
  ticketId: number,
  caller: { userId: number; inventorId: number },
  input: { reason: string; version?: string },
): Promise<Ticket> {
  const { reason } = input;
  const { ticket, live } = await db.transaction().execute(async (trx) => {
    const { row, related, hash } = await attestedVersion(
      trx,
      ticketId,
      caller.inventorId,
      input.version,
    );
    const state = {
      confirmation_state: 'declined' as const,
      confirmation_at: nowIso(),
      decline_reason: reason,
      confirmed_hash: hash,
    };
    await setConfirmation(trx, ticketId, caller.inventorId, state, false);
    const counted = await refreshUnconfirmedCountReturning(trx, ticketId);
    const inventorName = await nameOf(trx, caller.inventorId);
    const office = await ticketOffice(trx, row);
    const told = await sendEventNotice(
      trx,
      config,
      {
        inventorIds: [row.submitter_id],
        userIds: office,
        except: { userId: caller.userId, inventorId: caller.inventorId },
      },
      {
        event: 'status_changed',
        ticket: { id: row.id, title: row.title },
        feed: feedEvent('ticket.confirmation_declined', { title: row.title, name: inventorName }),
        mail: (recipient, ref) =>
          confirmationDeclinedMail(recipient, ref, { inventorName, reason }),
      },
    );
    return { ticket: attestedTicket(counted, related, caller.inventorId, state), live: told };
  });
  await publishLive(db, live);
  return ticket;
}
