import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { ALREADY_CONFIRMED, STALE_VERSION, type Ticket } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { publishLive } from '@server/live/publish';
import { confirmationDeclinedMail } from './attestation-mails';
import {
  attestationLinks,
  refreshUnconfirmedCount,
  setConfirmation,
} from './attestation.repository';
import { contributionsOf, type TicketRow } from '../tickets/ticket.mapper';
import { findVisibleTicket } from '../tickets/ticket-reads.service';
import { versionHash } from './attestation.service';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { getTicket, nameOf } from '../tickets/tickets.service';
import { ticketOffice } from '../tickets/ticket-audience.service';
import { attachmentIdsOf } from '../attachments/attachments.service';

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
 * The ticket and its current version's hash, if the caller is one of its inventors (else 404)
 * and `read`, when given, is that version (else 409 `stale_version`: it changed since the inventor opened it).
 */
async function attestedVersion(
  db: Db,
  ticketId: number,
  inventorId: number,
  read: string | undefined,
): Promise<{ row: TicketRow; hash: string }> {
  const row = await findVisibleTicket(db, ticketId, inventorId);
  const links = row ? await attestationLinks(db, ticketId) : [];
  if (!row || !links.some((l) => l.inventor_id === inventorId)) throw notFound();
  const hash = versionHash({
    ...row,
    inventors: links.map((l) => l.inventor_id),
    contributions: contributionsOf(links),
    attachments: await attachmentIdsOf(db, ticketId),
    answers_hash: row.answers_hash,
  });
  if (read !== undefined && read !== hash) throw staleVersion();
  return { row, hash };
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
  const changed = await db.transaction().execute(async (trx) => {
    const { hash } = await attestedVersion(trx, ticketId, inventorId, version);
    const rows = await setConfirmation(
      trx,
      ticketId,
      inventorId,
      {
        confirmation_state: 'confirmed',
        confirmation_at: nowIso(),
        decline_reason: null,
        confirmed_hash: hash,
      },
      true,
    );
    if (rows > 0) await refreshUnconfirmedCount(trx, ticketId);
    return rows > 0;
  });
  if (!changed) throw new HttpError(409, ALREADY_CONFIRMED);
  return getTicket(db, ticketId, inventorId);
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
  const live = await db.transaction().execute(async (trx) => {
    const { row, hash } = await attestedVersion(trx, ticketId, caller.inventorId, input.version);
    await setConfirmation(
      trx,
      ticketId,
      caller.inventorId,
      {
        confirmation_state: 'declined',
        confirmation_at: nowIso(),
        decline_reason: reason,
        confirmed_hash: hash,
      },
      false,
    );
    await refreshUnconfirmedCount(trx, ticketId);
    const inventorName = await nameOf(trx, caller.inventorId);
    const office = await ticketOffice(trx, row);
    return sendEventNotice(
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
  });
  await publishLive(db, live);
  return getTicket(db, ticketId, caller.inventorId);
}
