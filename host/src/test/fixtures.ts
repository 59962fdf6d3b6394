import { feedEvent, type FeedEvent } from '@inventor-portal/shared/events';
import type { Account, ActivityLog, Notification, Ticket } from '@inventor-portal/shared/schemas';
import { makeInventorSummary, paged } from '@inventor-portal/shared/test-fixtures';

export { paged };
export const makeInventor = makeInventorSummary;

/** The signed-in account as `me` answers it (API.md Part 2): English unless a test says otherwise. */
export const me = {
  email: 'ada@example.com',
  role: 'inventor',
  language: 'en',
  two_factor_enabled: false,
  sign_in_method: 'password',
  inventor: {
    ...makeInventor(1, 'Ada Lovelace'),
    email: 'ada@example.com',
    phone: null,
    orcid: null,
    name_variant: [],
    patents_count: 3,
    tickets_count: 5,
    co_inventors_count: 2,
  },
} satisfies Account;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * A notification as the API answers it: `message` (the server's text) and the event the page
 * renders, by default a `text` event that reads `message` in every language.
 */
export function makeNotification(
  id: number,
  isRead: boolean,
  message = `Notification ${id}`,
  item: FeedEvent = feedEvent('text', { text: message }),
): Notification {
  const { event, params } = item;
  return { id, message, is_read: isRead, created_at: minutesAgo(id * 5), event, params };
}

/** An activity entry as the API answers it (see makeNotification). */
export function makeActivity(
  id: number,
  type: string,
  action = `Activity ${id}`,
  item: FeedEvent = feedEvent('text', { text: action }),
): ActivityLog {
  const { event, params } = item;
  return { id, activity_type: type, action, created_at: minutesAgo(id * 60), event, params };
}

export function makeTicket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    title: `Ticket ${id}`,
    summary: 'Summary',
    context: 'Context',
    problem_identification: 'Problem',
    drawings: null,
    inventors: [1],
    co_applications: [],
    status: 'pending',
    meeting_date: null,
    created_at: minutesAgo(30),
    is_draft: false,
    ...extra,
  } as Ticket;
}
