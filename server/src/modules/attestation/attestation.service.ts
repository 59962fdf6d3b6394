import { createHash } from 'node:crypto';
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
  writeAttestationState,
  writeDisclosureFields,
  type AttestationLink,
  type AttestationState,
  type DisclosureFields,
} from './attestation.repository';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';

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

/** What a confirmation attests: the content, the drawing, the inventors and their shares. */
export interface AttestedVersion {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  /** The stored drawing's key: a new upload is a new version. */
  drawing: string | null;
  inventors: number[];
  contributions: Contribution[];
  /** The questionnaire's answers (API.md Part 3): a changed answer is a new version. */
  answers?: Record<string, unknown>;
}

/** sha-256 (hex) of the version, in a fixed order (each inventor's share in inventor order). */
export function versionHash(version: AttestedVersion): string {
  const shares = new Map(version.contributions.map((c) => [c.inventor, c.percent]));
  const canonical = JSON.stringify([
    version.title,
    version.summary,
    version.context,
    version.problem_identification,
    version.drawing,
    version.inventors,
    version.inventors.map((id) => shares.get(id) ?? null),
    // Only when there are answers: a ticket without any keeps the hash it had before them.
    ...(version.answers && Object.keys(version.answers).length > 0
      ? [Object.entries(version.answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]
      : []),
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export interface AttestationWrite {
  ticket: { id: number; title: string; submitterId: number; isDraft: boolean };
  /** The ticket's final inventors, in order (the submitter among them). */
  inventors: number[];
  contributions: Contribution[];
  disclosure: DisclosureFields;
  /** versionHash of the version written. */
  hash: string;
  /** On an edit: the inventors' states before it, the previous version's hash. */
  before?: { links: AttestationLink[]; hash: string; wasDraft: boolean };
  /** Inventors the edit added (the added-as-inventor notice already tells them). */
  added: number[];
  /** How the mails name the submitter. */
  submitterName: string;
}

const pending = (percent: number | null): AttestationState => ({
  percent,
  confirmation_state: 'pending',
  confirmation_at: null,
  decline_reason: null,
  confirmed_hash: null,
});

const kept = (link: AttestationLink, percent: number | null): AttestationState => ({
  percent,
  confirmation_state: link.confirmation_state as AttestationState['confirmation_state'],
  confirmation_at: link.confirmation_at,
  decline_reason: link.decline_reason,
  confirmed_hash: link.confirmed_hash,
});

/**
 * Writes the attestation of a created or edited ticket, in its transaction. The submitter
 * confirms the version they write (at creation, at submission of a draft, at every edit that
 * changes the attested version). Such an edit resets every other inventor to `pending` and
 * asks those it did not just add to confirm again (bell, and mail once submitted; of a draft,
 * only those who had answered); an edit of anything else keeps every state. Answers the live
 * events to publish after the commit.
 */
export async function recordAttestation(
  trx: Transaction<DB>,
  config: MailContext,
  write: AttestationWrite,
): Promise<LiveEvent[]> {
  const { ticket, before, hash } = write;
  const changed = !before || before.hash !== hash;
  const submitting = before !== undefined && before.wasDraft && !ticket.isDraft;
  const previous = new Map((before?.links ?? []).map((l) => [l.inventor_id, l]));
  const shares = new Map(write.contributions.map((c) => [c.inventor, c.percent]));
  const now = nowIso();
  for (const inventorId of write.inventors) {
    const percent = shares.get(inventorId) ?? null;
    const prev = previous.get(inventorId);
    let state: AttestationState;
    if (inventorId === ticket.submitterId) {
      state =
        prev && !changed && !submitting
          ? kept(prev, percent)
          : {
              percent,
              confirmation_state: 'confirmed',
              confirmation_at: now,
              decline_reason: null,
              confirmed_hash: hash,
            };
    } else {
      state = prev && !changed ? kept(prev, percent) : pending(percent);
    }
    await writeAttestationState(trx, ticket.id, inventorId, state);
  }
  await writeDisclosureFields(trx, ticket.id, write.disclosure);
  await refreshUnconfirmedCount(trx, ticket.id);

  if (!before || !changed) return [];
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
    { inventorIds: askAgain },
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

/** What the tickets module's office queue shows of attestation, and the links of a version. */
export { attestationLinks } from './attestation.repository';
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
