import { hash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  Confirmation,
  Contribution,
  PublicDisclosureKind,
  Ticket,
} from '@inventor-portal/shared/schemas';
import type { TicketInventorTable, TicketTable } from '@server/db/database';
import { uploadUrl } from '@server/lib/uploads';

export type TicketRow = Selectable<TicketTable>;

/**
 * One inventor of a ticket as the pages read it: id, share and confirmation, and the version
 * the confirmation was given for (which an edit compares, never shown).
 */
export type TicketLink = Pick<
  Selectable<TicketInventorTable>,
  | 'inventor_id'
  | 'percent'
  | 'confirmation_state'
  | 'confirmation_at'
  | 'decline_reason'
  | 'confirmed_hash'
>;

/**
 * A TicketLink as the fields of a JSON object (db/json-rows.ts `jsonObject`), read from
 * `ticket_inventors` under `table` (its name or alias): the arm of a ticket's union of related rows.
 */
export const ticketLinkJsonFields = (
  table = 'ticket_inventors',
): Record<keyof TicketLink, string> => ({
  inventor_id: `${table}.inventor_id`,
  percent: `${table}.percent`,
  confirmation_state: `${table}.confirmation_state`,
  confirmation_at: `${table}.confirmation_at`,
  decline_reason: `${table}.decline_reason`,
  confirmed_hash: `${table}.confirmed_hash`,
});

/** `tickets.funding` holds a JSON list of strings. */
export function fundingOf(row: Pick<TicketRow, 'funding'>): string[] {
  try {
    const list: unknown = JSON.parse(row.funding);
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The split of a ticket: empty unless every inventor has a share. */
export function contributionsOf(links: readonly TicketLink[]): Ticket['contributions'] {
  if (links.length === 0 || links.some((l) => l.percent === null)) return [];
  return links.map((l) => ({ inventor: l.inventor_id, percent: l.percent ?? 0 }));
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
  /** The ids of its attachments, oldest first (API.md Part 3): one added or removed is a new version. */
  attachments?: readonly number[];
  /** answersHash of its questionnaire answers (API.md Part 3): a changed answer is a new version. */
  answers_hash?: string | null;
}

/**
 * sha-256 (hex) of a ticket's answers, keys sorted; null without any. Stored on the ticket
 * (`tickets.answers_hash`) with the answers, so every ticket's `version` covers them while
 * lists never read them.
 */
export function answersHash(answers: Record<string, unknown>): string | null {
  const entries = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return null;
  return hash('sha256', JSON.stringify(entries), 'hex');
}

/**
 * sha-256 (hex) of the version, in a fixed order (each inventor's share in inventor order): a
 * ticket's `version`, which changes with every edit of the content and never with a
 * confirmation; confirm and decline must name the one the inventor read. A version without
 * attachments or answers hashes as it did before they existed.
 */
export function versionHash(version: AttestedVersion): string {
  const shares = new Map(version.contributions.map((c) => [c.inventor, c.percent]));
  const parts: unknown[] = [
    version.title,
    version.summary,
    version.context,
    version.problem_identification,
    version.drawing,
    version.inventors,
    version.inventors.map((id) => shares.get(id) ?? null),
  ];
  if (version.attachments?.length) parts.push(version.attachments);
  if (version.answers_hash) parts.push(version.answers_hash);
  // One-shot `hash` (the same digest as createHash…digest): a list hashes every ticket's version.
  return hash('sha256', JSON.stringify(parts), 'hex');
}

const confirmationOf = (link: TicketLink): Confirmation => ({
  inventor: link.inventor_id,
  state: link.confirmation_state as Confirmation['state'],
  at: link.confirmation_at,
  reason: link.decline_reason,
});

/**
 * One ticket row plus its inventors (in position order, with their shares and confirmations),
 * co-applications and attachments (oldest first): the API object.
 */
export function toTicket(
  row: TicketRow,
  links: TicketLink[],
  coApplications: string[],
  attachments: Ticket['attachments'],
): Ticket {
  const inventors = links.map((l) => l.inventor_id);
  const contributions = contributionsOf(links);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    drawings: uploadUrl('drawings', row.drawing),
    inventors,
    co_applications: coApplications,
    status: row.status,
    meeting_date: row.meeting_date,
    created_at: row.created_at,
    is_draft: Boolean(row.is_draft),
    submitter: row.submitter_id,
    contributions,
    confirmations: links.map(confirmationOf),
    public_disclosure_date: row.public_disclosure_date,
    public_disclosure_kind: row.public_disclosure_kind as PublicDisclosureKind | null,
    conception_date: row.conception_date,
    funding: fundingOf(row),
    version: versionHash({
      ...row,
      inventors,
      contributions,
      attachments: attachments.map((a) => a.id),
      answers_hash: row.answers_hash,
    }),
    attachments,
    form_version: row.form_version,
  };
}
