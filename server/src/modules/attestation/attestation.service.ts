import type { Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { contributionsProblem, type Contribution } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import type { LiveEvent } from '@server/live/events';
import { confirmAgainMail } from './attestation-mails';
import {
  refreshUnconfirmedCount,
  writeAttestationStates,
  type AttestationLink,
  type AttestationState,
} from './attestation.repository';
import {
  sendEventNotice,
  type KnownRecipients,
  type MailContext,
} from '../notifications/event-notices.service';

/*
 * Attestation on create and edit (API.md Part 2 "Attestation, contribution, disclosure dates"):
 * the split, the disclosure questions, and the confirmations of the version they attest.
 */

/** Create and edit: the spec's fields plus the attestation fields. */

/** `400 {"contributions": [...]}` unless the split fits the ticket's final inventors. */
export function assertContributions(contributions: Contribution[], inventorIds: number[]): void {
  const problem = contributionsProblem(contributions, inventorIds);
  if (problem) throw new HttpError(400, problem, { contributions: [problem] });
}

// The version hash lives with the ticket's row shapes (tickets/ticket.mapper.ts): every ticket
// the API answers carries it as `version`, and a confirmation records it.
export { answersHash, versionHash, type AttestedVersion } from '../tickets/ticket.mapper';

export interface AttestationWrite {
  ticket: { id: number; title: string; submitterId: number; isDraft: boolean };
  /** The ticket's final inventors, in order (the submitter among them). */
  inventors: number[];
  contributions: Contribution[];
  /** versionHash of the version written. */
  hash: string;
  /** On an edit: the inventors' states before it, the previous version's hash. */
  before?: { links: AttestationLink[]; hash: string; wasDraft: boolean };
  /** Inventors the edit added (the added-as-inventor notice already tells them). */
  added: number[];
  /** How the mails name the submitter. */
  submitterName: string;
  /** The inventors' accounts as the write read them (`ticketInventorNames`). */
  known?: KnownRecipients;
}

const pending = (percent: number | null): AttestationState => ({
  percent,
  confirmation_state: 'pending',
  confirmation_at: null,
  decline_reason: null,
  confirmed_hash: null,
});

const confirmed = (percent: number | null, at: string, hash: string): AttestationState => ({
  percent,
  confirmation_state: 'confirmed',
  confirmation_at: at,
  decline_reason: null,
  confirmed_hash: hash,
});

const kept = (link: AttestationLink, percent: number | null): AttestationState => ({
  percent,
  confirmation_state: link.confirmation_state as AttestationState['confirmation_state'],
  confirmation_at: link.confirmation_at,
  decline_reason: link.decline_reason,
  confirmed_hash: link.confirmed_hash,
});

/**
 * The attestation of a created or edited ticket, for its writes to carry (the links of a new
 * ticket or of a new list of inventors are inserted with it; otherwise one UPDATE): each final
 * inventor's state, in order, and how many are not `confirmed` (`tickets.unconfirmed_count`).
 * The submitter confirms the version they write (at creation, at submission of a draft, at
 * every edit that changes the attested version). Such an edit resets every other inventor to
 * `pending`; an edit of anything else keeps every state.
 */
export function attestationStates(write: AttestationWrite): {
  states: Array<[number, AttestationState]>;
  unconfirmed: number;
} {
  const { ticket, before, hash } = write;
  const changed = !before || before.hash !== hash;
  const submitting = before !== undefined && before.wasDraft && !ticket.isDraft;
  const previous = new Map((before?.links ?? []).map((l) => [l.inventor_id, l]));
  const shares = new Map(write.contributions.map((c) => [c.inventor, c.percent]));
  const now = nowIso();
  const states: Array<[number, AttestationState]> = [];
  for (const inventorId of write.inventors) {
    const percent = shares.get(inventorId) ?? null;
    const prev = previous.get(inventorId);
    let state: AttestationState;
    if (inventorId === ticket.submitterId) {
      state = prev && !changed && !submitting ? kept(prev, percent) : confirmed(percent, now, hash);
    } else {
      state = prev && !changed ? kept(prev, percent) : pending(percent);
    }
    states.push([inventorId, state]);
  }
  const unconfirmed = states.filter(([, state]) => state.confirmation_state !== 'confirmed');
  return { states, unconfirmed: unconfirmed.length };
}

/**
 * After an edit that changed the attested version (`attestationStates` reset them), asks the
 * inventors it did not just add to confirm again (bell, and mail once submitted; of a draft,
 * only those who had answered), in its transaction. Answers the live events to publish after
 * the commit.
 */
export async function askToConfirmAgain(
  trx: Transaction<DB>,
  config: MailContext,
  write: AttestationWrite,
): Promise<LiveEvent[]> {
  const { ticket, before, hash } = write;
  if (!before || before.hash === hash) return [];
  const previous = new Map(before.links.map((l) => [l.inventor_id, l]));
  // A draft is not offered for confirmation: its edits (the autosave's too) and its submission
  // ask again only an inventor whose earlier answer they discard; the others learn of the
  // submitted ticket from the added-as-inventor notice.
  const askAgain = write.inventors.filter(
    (id) =>
      id !== ticket.submitterId &&
      !write.added.includes(id) &&
      (!before.wasDraft || previous.get(id)?.confirmation_state !== 'pending'),
  );
  if (askAgain.length === 0) return [];
  const { submitterName } = write;
  return sendEventNotice(
    trx,
    config,
    { inventorIds: askAgain, known: write.known },
    {
      event: 'added_as_inventor',
      ticket: { id: ticket.id, title: ticket.title },
      feed: feedEvent('ticket.confirm_again', { title: ticket.title }),
      mail: ticket.isDraft
        ? null
        : (recipient, ref) => confirmAgainMail(recipient, ref, { editorName: submitterName }),
    },
  );
}

/** An edit of a submitted ticket made beside its form, by an inventor of it or by the office. */
export interface ContentEdit {
  ticket: { id: number; title: string; isDraft: boolean };
  /** versionHash of the version after the edit. */
  hash: string;
  /** The editor's inventor id (null: the office), and how the mails name them. */
  editor: { inventorId: number | null; name: string };
  /** The ticket's inventors as the edit's transaction read them (`attestationLinks`). */
  links: AttestationLink[];
}

/**
 * An edit of the content made beside the form (an attachment added or removed, API.md Part 3),
 * in its transaction: the confirmations given before no longer hold. The editor, when an
 * inventor of the ticket, confirms the version they made; every other inventor is `pending`
 * again and asked to confirm it (bell and mail), as an edit through the form does. A draft is
 * offered to nobody yet: nothing changes. Answers the live events to publish after the commit.
 */
export async function recordContentEdit(
  trx: Transaction<DB>,
  config: MailContext,
  edit: ContentEdit,
): Promise<LiveEvent[]> {
  const { ticket, hash, editor, links } = edit;
  if (ticket.isDraft) return [];
  const now = nowIso();
  await writeAttestationStates(
    trx,
    ticket.id,
    links.map((link): [number, AttestationState] => [
      link.inventor_id,
      link.inventor_id === editor.inventorId
        ? {
            percent: link.percent,
            confirmation_state: 'confirmed',
            confirmation_at: now,
            decline_reason: null,
            confirmed_hash: hash,
          }
        : pending(link.percent),
    ]),
  );
  await refreshUnconfirmedCount(trx, ticket.id);
  const askAgain = links.map((l) => l.inventor_id).filter((id) => id !== editor.inventorId);
  if (askAgain.length === 0) return [];
  return sendEventNotice(
    trx,
    config,
    { inventorIds: askAgain },
    {
      event: 'added_as_inventor',
      ticket: { id: ticket.id, title: ticket.title },
      feed: feedEvent('ticket.confirm_again', { title: ticket.title }),
      mail: (recipient, ref) => confirmAgainMail(recipient, ref, { editorName: editor.name }),
    },
  );
}

/** What the tickets module's office queue shows of attestation, and the links of a version. */
export { attestationLinks, writeAttestationStates } from './attestation.repository';
export {
  officeAttestation,
  type OfficeAttestation,
  type OfficeAttestedRow,
} from './office-attestation';
export {
  attestationFilters,
  officeAttestedDetailSchema,
  officeAttestedPageSchema,
  officeAttestedRowSchema,
} from './office-attestation-contract';
export type { AttestationLink, AttestationState } from './attestation.repository';
