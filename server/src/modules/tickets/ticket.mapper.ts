import type { Selectable } from 'kysely';
import type { Confirmation, PublicDisclosureKind, Ticket } from '@inventor-portal/shared/schemas';
import type { TicketInventorTable, TicketTable } from '@server/db/database';
import { uploadUrl } from '@server/lib/uploads';

export type TicketRow = Selectable<TicketTable>;

/** One inventor of a ticket as the pages read it: id, share and confirmation. */
export type TicketLink = Pick<
  Selectable<TicketInventorTable>,
  'inventor_id' | 'percent' | 'confirmation_state' | 'confirmation_at' | 'decline_reason'
>;

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

const confirmationOf = (link: TicketLink): Confirmation => ({
  inventor: link.inventor_id,
  state: link.confirmation_state as Confirmation['state'],
  at: link.confirmation_at,
  reason: link.decline_reason,
});

/**
 * One ticket row plus its inventors (in position order, with their shares and confirmations)
 * and co-applications: the API object.
 */
export function toTicket(row: TicketRow, links: TicketLink[], coApplications: string[]): Ticket {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    drawings: uploadUrl('drawings', row.drawing),
    inventors: links.map((l) => l.inventor_id),
    co_applications: coApplications,
    status: row.status,
    meeting_date: row.meeting_date,
    created_at: row.created_at,
    is_draft: Boolean(row.is_draft),
    submitter: row.submitter_id,
    contributions: contributionsOf(links),
    confirmations: links.map(confirmationOf),
    public_disclosure_date: row.public_disclosure_date,
    public_disclosure_kind: row.public_disclosure_kind as PublicDisclosureKind | null,
    conception_date: row.conception_date,
    funding: fundingOf(row),
    form_version: row.form_version,
  };
}
