import { api, commentsTag, type AppDispatch } from '@inventor-portal/shared';
import type { LiveEventName } from './live-connection';

/**
 * A notification may come with any change to a ticket (a decision, a resubmission, a new
 * inventor): the bell, the tickets and the activity timeline are fetched again.
 */
const ON_NOTIFICATION = ['Notification', 'Ticket', 'Activity'] as const;

/** What a poll, or a (re)opened stream catching up on what it missed, refreshes. */
export const CATCH_UP = ['Notification', 'Comment'] as const;

const ticketOf = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null || !('ticket' in data)) return null;
  const { ticket } = data as { ticket: unknown };
  return typeof ticket === 'number' && Number.isInteger(ticket) ? ticket : null;
};

/**
 * Turns a live event into cache invalidations: the queries on screen refetch, the others when
 * next shown. A `comment` refreshes that ticket's thread only.
 */
export function applyLiveEvent(dispatch: AppDispatch, name: LiveEventName, data: unknown): void {
  if (name === 'notification') {
    dispatch(api.util.invalidateTags([...ON_NOTIFICATION]));
    return;
  }
  const ticket = ticketOf(data);
  if (name === 'review_submitted') {
    // A review was submitted: the office's Reviews panel and queue column, a reviewer's list.
    dispatch(
      api.util.invalidateTags(
        ticket === null
          ? ['Review', 'Ticket']
          : [{ type: 'Review', id: ticket }, { type: 'Review', id: 'LIST' }, 'Ticket'],
      ),
    );
    return;
  }
  dispatch(api.util.invalidateTags(ticket === null ? ['Comment'] : [commentsTag(ticket)]));
}

export const catchUp = (dispatch: AppDispatch): void => {
  dispatch(api.util.invalidateTags([...CATCH_UP]));
};
