import type { InventorSummary, Paged, Ticket, User } from '@inventor-portal/shared/schemas';

export const ME_ID = 1;

export function makeInventor(
  id: number,
  name: string,
  extra: Partial<InventorSummary> = {},
): InventorSummary {
  return {
    id,
    preferred_name: name,
    full_name: name,
    affiliation: 'CIE',
    image: null,
    avatar: null,
    ...extra,
  };
}

export function makeTicket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    title: `Ticket ${id}`,
    summary: `Summary ${id}`,
    context: `Context ${id}`,
    problem_identification: `Problem ${id}`,
    drawings: null,
    inventors: [ME_ID],
    co_applications: [],
    status: 'pending',
    meeting_date: null,
    created_at: '2024-05-01T10:30:00Z',
    is_draft: false,
    submitter: ME_ID,
    ...extra,
  };
}

export function paged<T>(results: T[], count = results.length): Paged<T> {
  return { count, next: null, previous: null, results };
}

export const me: User = {
  email: 'ada@example.com',
  inventor: {
    ...makeInventor(ME_ID, 'Ada Lovelace'),
    email: 'ada@example.com',
    phone: null,
    orcid: null,
    name_variant: [],
    patents_count: 0,
    tickets_count: 0,
    co_inventors_count: 0,
  },
};
