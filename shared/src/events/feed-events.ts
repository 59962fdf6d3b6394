import { z } from 'zod';
import { TICKET_STATUSES } from '../schemas/limits';

/**
 * What the bell (notifications) and the activity timeline store: an event name and its
 * parameters, never a sentence. Each event is one key of the `events` catalog
 * (`shared/src/locales/events/{en,fr}.json`, under `feed.`), rendered in the reader's language
 * when it is read: by the server for the API's `message` / `action` and the live events, by the
 * front end from `event` and `params` (feed-text.ts).
 *
 * Adding an event: its parameters here, its key in both catalogs (the catalog test fails
 * otherwise), an example in FEED_EVENT_EXAMPLES.
 */

const title = z.string();
const name = z.string();
/** `YYYY-MM-DD`, or a full ISO date-time of which the day is shown. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
const status = z.enum(TICKET_STATUSES);

export const FEED_EVENT_PARAMS = {
  // The bell.
  /** To the submitter: a new ticket arrived (the demo feed). */
  'ticket.received': z.object({ title }),
  /** To a co-inventor the submitter named. */
  'ticket.co_inventor_added': z.object({ title, name }),
  /** To the ticket's inventors: the office set a status (and maybe a meeting). */
  'ticket.status_changed': z.object({ title, status, meeting_date: isoDay.nullable() }),
  /** To the office: the submitter answered a request for information. */
  'ticket.resubmitted': z.object({ title }),
  /** To an inventor whose confirmation an edit reset. */
  'ticket.confirm_again': z.object({ title }),
  /** To the submitter and the office: an inventor declined to confirm. */
  'ticket.confirmation_declined': z.object({ title, name }),
  /** To the inventors and the office: the public disclosure date is near. */
  'ticket.disclosure_deadline': z.object({ title, date: isoDay, days: z.number().int() }),
  /** To the thread's readers: a new comment. */
  'comment.added': z.object({ title, name }),
  // The activity timeline.
  'ticket.created': z.object({ title }),
  'ticket.updated': z.object({ title }),
  'ticket.deleted': z.object({ title }),
  'ticket.status_set': z.object({ title, status }),
  /** Named as co-inventor (the demo feed). */
  'ticket.joined': z.object({ title }),
  'patent.updated': z.object({ title }),
  'account.created': z.object({}),
  /** To the office: an account was opened for an existing inventor with the shared password. */
  'account.opened_for_inventor': z.object({ name, email: z.string() }),
  // Committee review (API.md Part 3).
  /** To the reviewer: assigned to review a ticket, by `date`. */
  review_assigned: z.object({ title, date: isoDay }),
  /** To the reviewer: the review is due in `days` days (2), or today (0). */
  review_due: z.object({ title, date: isoDay, days: z.number().int() }),
  /** To the office: a reviewer declared a conflict of interest. */
  review_declared_conflict: z.object({ title, name }),
  /** To the office: a reviewer submitted a review. */
  review_submitted: z.object({ title, name }),
  /** A text kept as it was written (rows from before events whose sentence was not recognised). */
  text: z.object({ text: z.string() }),
} as const;

type Params = typeof FEED_EVENT_PARAMS;
export type FeedEventName = keyof Params;
export type FeedEventParams<E extends FeedEventName = FeedEventName> = z.infer<Params[E]>;

/** One event with its parameters, as services write it. */
export type FeedEvent = {
  [E in FeedEventName]: { event: E; params: FeedEventParams<E> };
}[FeedEventName];

export const FEED_EVENT_NAMES = Object.keys(FEED_EVENT_PARAMS) as FeedEventName[];

export const isFeedEventName = (value: string): value is FeedEventName =>
  Object.hasOwn(FEED_EVENT_PARAMS, value);

/** `event` and `params` as stored: a known event whose parameters fit it, else null. */
export function parseFeedEvent(event: string, params: unknown): FeedEvent | null {
  if (!isFeedEventName(event)) return null;
  const parsed = FEED_EVENT_PARAMS[event].safeParse(params);
  return parsed.success ? ({ event, params: parsed.data } as FeedEvent) : null;
}

/** Builds an event with its parameters checked by the compiler. */
export const feedEvent = <E extends FeedEventName>(
  event: E,
  params: FeedEventParams<E>,
): FeedEvent => ({ event, params }) as FeedEvent;

/**
 * Every event with parameters covering each form its text takes (a meeting or none, one day or
 * several): the catalog test renders them all in every language.
 */
export const FEED_EVENT_EXAMPLES: readonly FeedEvent[] = [
  feedEvent('ticket.received', { title: 'Solar roof' }),
  feedEvent('ticket.co_inventor_added', { title: 'Solar roof', name: 'Ada Lovelace' }),
  ...TICKET_STATUSES.flatMap((s) => [
    feedEvent('ticket.status_changed', { title: 'Solar roof', status: s, meeting_date: null }),
    feedEvent('ticket.status_changed', {
      title: 'Solar roof',
      status: s,
      meeting_date: '2026-03-14T09:00:00.000Z',
    }),
    feedEvent('ticket.status_set', { title: 'Solar roof', status: s }),
  ]),
  feedEvent('ticket.resubmitted', { title: 'Solar roof' }),
  feedEvent('ticket.confirm_again', { title: 'Solar roof' }),
  feedEvent('ticket.confirmation_declined', { title: 'Solar roof', name: 'Omar' }),
  feedEvent('ticket.disclosure_deadline', { title: 'Solar roof', date: '2026-09-30', days: 1 }),
  feedEvent('ticket.disclosure_deadline', { title: 'Solar roof', date: '2026-09-30', days: 7 }),
  feedEvent('comment.added', { title: 'Solar roof', name: 'Omar' }),
  feedEvent('ticket.created', { title: 'Solar roof' }),
  feedEvent('ticket.updated', { title: 'Solar roof' }),
  feedEvent('ticket.deleted', { title: 'Solar roof' }),
  feedEvent('ticket.joined', { title: 'Solar roof' }),
  feedEvent('patent.updated', { title: 'Solar roof' }),
  feedEvent('account.created', {}),
  feedEvent('account.opened_for_inventor', { name: 'Ada Lovelace', email: 'ada@example.org' }),
  feedEvent('review_assigned', { title: 'Solar roof', date: '2026-09-30' }),
  feedEvent('review_due', { title: 'Solar roof', date: '2026-09-30', days: 2 }),
  feedEvent('review_due', { title: 'Solar roof', date: '2026-09-30', days: 0 }),
  feedEvent('review_declared_conflict', { title: 'Solar roof', name: 'Omar' }),
  feedEvent('review_submitted', { title: 'Solar roof', name: 'Omar' }),
  feedEvent('text', { text: 'Something the office wrote' }),
];
