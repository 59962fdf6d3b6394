import { eventText, readParams } from '@server/lib/feed-events';

/**
 * Notifications and activities are stored as `{event, params}`: tests that read the tables
 * compare the English text the API answers an English reader (the spec's sentences).
 */

interface StoredEvent {
  event: string;
  params: string;
}

/** A stored row's text in English. */
export const englishOf = (row: StoredEvent): string =>
  eventText('en', row.event, readParams(row.params));

/** A notification row with its English `message` in place of `event` and `params`. */
export function withMessage<R extends StoredEvent>({
  event,
  params,
  ...rest
}: R): Omit<R, 'event' | 'params'> & { message: string } {
  return { ...rest, message: englishOf({ event, params }) };
}

/** An activity row with its English `action` in place of `event` and `params`. */
export function withAction<R extends StoredEvent>({
  event,
  params,
  ...rest
}: R): Omit<R, 'event' | 'params'> & { action: string } {
  return { ...rest, action: englishOf({ event, params }) };
}
