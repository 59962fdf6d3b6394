import { catalogT, EVENTS_NAMESPACE } from '@inventor-portal/shared/catalogs';
import { storedFeedText, type FeedEvent, type FeedParams } from '@inventor-portal/shared/events';
import type { Language } from '@inventor-portal/shared/schemas';

/*
 * Notifications and activities are stored as `{event, params}` (db/migrations/012-feed-events.ts)
 * and answered with their text in the reader's language besides: `message` / `action`, exactly
 * the English of the spec for an English reader.
 */

/** The `event` and `params` columns of a new row. */
export const storedEvent = (item: FeedEvent): { event: string; params: string } => ({
  event: item.event,
  params: JSON.stringify(item.params),
});

const isScalar = (value: unknown): value is FeedParams[string] =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The `params` column as the API answers it: a JSON object of plain values. */
export function readParams(stored: string): FeedParams {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => isScalar(v)));
}

/**
 * The text of an event in `language`. An event this version does not know (a row written by a
 * newer one) reads as its `text` parameter if it has one, else as its name.
 */
export function eventText(language: Language, event: string, params: FeedParams): string {
  const text = storedFeedText(catalogT(language, EVENTS_NAMESPACE), event, params);
  if (text !== undefined) return text;
  return typeof params.text === 'string' ? params.text : event;
}

/** A stored row's event as the API answers it: its text in `language`, its event and params. */
export function answeredEvent(
  language: Language,
  row: { event: string; params: string },
): { text: string; event: string; params: FeedParams } {
  const params = readParams(row.params);
  return { text: eventText(language, row.event, params), event: row.event, params };
}
