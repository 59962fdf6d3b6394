import type { Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { type Ticket, ticketFormSchema } from '@inventor-portal/shared/schemas';
import type { TableVersions } from '@server/db/data-version';
import type { DB } from '@server/db/database';
import { validate } from '@server/lib/validation';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { findUserByInventor } from '../accounts/users.service';
import {
  askToConfirmAgain,
  assertContributions,
  attestationStates,
  versionHash,
  writeAttestationStates,
} from '../attestation/attestation.service';
import {
  checkTicketAnswers,
  rememberedDefinitionOfVersion,
  replaceTicketAnswers,
  storedAnswers,
} from '../forms/forms.service';
import { answersOf } from '../forms/forms.mapper';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { recordActivity } from '../notifications/notifications.service';
import { ticketOffice } from './ticket-audience.service';
import { checkDrawing, withDrawing } from './ticket-drawing';
import { insertHistoryEntry } from './ticket-history.repository';
import { orderedInventors, tellAddedInventors, ticketInventorNames } from './ticket-inventors';
import { contributionsOf, fundingOf, type TicketRow } from './ticket.mapper';
import {
  replaceCoApplications,
  replaceTicketInventors,
  ticketWithAnswers,
  updateTicketRow,
} from './ticket.repository';
import { ticketRelated } from './ticket-related.repository';
import { disclosureColumns, type TicketDeps, type TicketInput } from './tickets.service';

/* Editing a ticket through its form (PUT and PATCH /ticket/{id}/). */

/**
 * A partial edit (the row comes from `ticketToChange`): fields not sent keep their value, a
 * sent inventors list replaces the old one, newly named inventors are notified, a new drawing
 * replaces the old file, and an `update` activity is logged. An edit while the office asks for
 * information (`needs_info`) puts the ticket back to `pending`, with a history entry, and
 * notifies the office (the assignee, or every office account while unassigned).
 */
export async function updateTicket(
  { db, uploads, config }: TicketDeps,
  row: TicketRow,
  input: TicketInput,
  /** The table versions read with the session: the questionnaire version is remembered by them. */
  versions?: TableVersions,
): Promise<Ticket> {
  const drawing = await checkDrawing(input.drawing);
  const sent = input.fields;
  // What the edit compares and keeps, in one read: the links (in position order, with the
  // versions confirmed), co-applicants, attachments and answers.
  const related = await ticketRelated(db, [row.id], { answers: true });
  const links = related.inventors.get(row.id) ?? [];
  const currentInventors = links.map((link) => link.inventor_id);
  const currentContributions = contributionsOf(links);
  const merged = {
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    is_draft: Boolean(row.is_draft),
    inventors: currentInventors,
    co_applications: related.coApplicants.get(row.id) ?? [],
    contributions: currentContributions,
    public_disclosure_date: row.public_disclosure_date,
    public_disclosure_kind: row.public_disclosure_kind,
    conception_date: row.conception_date,
    funding: fundingOf(row),
    ...sent,
  };
  const payload = validate(ticketFormSchema, merged);
  const inventors = orderedInventors(row.submitter_id, payload.inventors);
  const { names, known } = await ticketInventorNames(db, inventors);
  assertContributions(payload.contributions, inventors);
  // Attachments are added and removed beside the form: an edit keeps them as they are.
  const attachments = (related.attachments.get(row.id) ?? []).map((a) => a.id);
  // Answers to the ticket's own version; not sent: the stored ones (checked again on submission).
  const definition = await rememberedDefinitionOfVersion(db, row.form_version, versions);
  const given =
    input.answers === undefined ? answersOf(related.answers.get(row.id)) : input.answers;
  const answers = await checkTicketAnswers(db, definition, given, {
    submitting: !payload.is_draft,
    ticketId: row.id,
    attachmentIds: attachments,
  });
  const stored = input.answers === undefined ? null : storedAnswers(definition, answers);
  const answersHash = stored ? stored.hash : row.answers_hash;
  const submitterName = names.get(row.submitter_id) ?? '';
  const beforeHash = versionHash({
    ...row,
    inventors: currentInventors,
    contributions: currentContributions,
    attachments,
  });
  const added = inventors.filter((i) => i !== row.submitter_id && !currentInventors.includes(i));
  // Submitting a draft: the inventors it already listed are now on a submitted ticket.
  const listedBefore =
    row.is_draft && !payload.is_draft
      ? inventors.filter((i) => i !== row.submitter_id && currentInventors.includes(i))
      : [];
  const ticketRef = {
    id: row.id,
    title: payload.title,
    submitterId: row.submitter_id,
    isDraft: payload.is_draft,
    submitterName,
  };
  const { ticket, live } = await withDrawing(uploads, drawing, (newKey) => {
    const drawingKey = input.drawing === undefined ? row.drawing : newKey;
    const attestation = {
      ticket: ticketRef,
      inventors,
      contributions: payload.contributions,
      hash: versionHash({
        ...payload,
        drawing: drawingKey,
        inventors,
        attachments,
        answers_hash: answersHash,
      }),
      before: { links, hash: beforeHash, wasDraft: Boolean(row.is_draft) },
      added,
      submitterName,
      known,
    };
    // Each inventor's state is known before writing: the links carry it (a new list is
    // inserted with it, else one UPDATE), the row its count of inventors yet to confirm.
    const { states, unconfirmed } = attestationStates(attestation);
    return db.transaction().execute(async (trx) => {
      // An edit while the office asks for information puts the ticket back to `pending`.
      const written = await updateTicketRow(
        trx,
        row.id,
        { ...payload, drawing: drawingKey },
        {
          ...disclosureColumns(payload),
          answers_hash: answersHash,
          unconfirmed_count: unconfirmed,
          ...(row.status === 'needs_info' ? { status: 'pending' } : {}),
        },
      );
      if ('inventors' in sent) await replaceTicketInventors(trx, row.id, states);
      else await writeAttestationStates(trx, row.id, states);
      if (stored) await replaceTicketAnswers(trx, row.id, stored.row);
      if ('co_applications' in sent) {
        await replaceCoApplications(trx, row.id, payload.co_applications);
      }
      const told = [
        ...(await tellAddedInventors(trx, config, ticketRef, added, false, known)),
        ...(await tellAddedInventors(trx, config, ticketRef, listedBefore, true, known)),
      ];
      await recordActivity(
        trx,
        [row.submitter_id],
        'update',
        feedEvent('ticket.updated', { title: payload.title }),
      );
      told.push(...(await askToConfirmAgain(trx, config, attestation)));
      if (row.status === 'needs_info')
        told.push(...(await resubmit(trx, config, row, payload.title)));
      // The answer from what the edit read and wrote: the row as its update left it, the
      // links with their new states, the co-applicants and answers as written or kept.
      const edited = ticketWithAnswers(written, {
        inventors: new Map([
          [row.id, states.map(([inventor_id, state]) => ({ inventor_id, ...state }))],
        ]),
        coApplicants:
          'co_applications' in sent
            ? new Map([[row.id, payload.co_applications]])
            : related.coApplicants,
        attachments: related.attachments,
        answers: stored
          ? new Map(stored.row ? [[row.id, stored.row.answers]] : [])
          : related.answers,
      });
      return { ticket: edited, live: told };
    });
  });
  await publishLive(db, live);
  if (input.drawing !== undefined) await uploads.remove('drawings', row.drawing);
  return ticket;
}

/**
 * An edit while the office asks for information put the ticket back to `pending` (its row's
 * update): the history entry, and the office told (the assignee, or every office account
 * while unassigned), in the edit's transaction.
 */
async function resubmit(
  trx: Transaction<DB>,
  config: MailContext,
  row: TicketRow,
  title: string,
): Promise<LiveEvent[]> {
  const submitter = await findUserByInventor(trx, row.submitter_id);
  await insertHistoryEntry(trx, row.id, {
    status: 'pending',
    meeting_date: row.meeting_date,
    message: null,
    by_user_id: submitter?.id ?? null,
  });
  const office = await ticketOffice(trx, row);
  return sendEventNotice(
    trx,
    config,
    { userIds: office },
    {
      event: 'status_changed',
      ticket: { id: row.id, title },
      feed: feedEvent('ticket.resubmitted', { title }),
      mail: null,
    },
  );
}
