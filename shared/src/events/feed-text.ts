import type { TFunction } from 'i18next';
import { parseFeedEvent, type FeedEvent } from './feed-events';

/** A date's parts for the catalogs: English writes `{{date}}`, French `{{day}}/{{month}}/{{year}}`. */
function dayParts(iso: string): { date: string; year: string; month: string; day: string } {
  const date = iso.slice(0, 10);
  const [year, month, day] = date.split('-');
  return { date, year, month, day };
}

/**
 * An event's text through `t` over the `events` namespace, in `t`'s language: the server's
 * catalog translator and the page's i18next instance alike, so the bell reads the same sentence
 * the API answers. The status phrases (`status.change.*`, `status.name.*`) are written once in
 * that catalog, for these texts and for the mails.
 */
export function feedText(t: TFunction, item: FeedEvent): string {
  const key = `feed.${item.event}`;
  switch (item.event) {
    case 'ticket.status_changed': {
      const { title, status, meeting_date: meeting } = item.params;
      const change = t(`status.change.${status}`);
      if (!meeting) return t(key, { title, change });
      return t(key, { title, change, context: 'meeting', ...dayParts(meeting) });
    }
    case 'ticket.status_set': {
      const { title, status } = item.params;
      return t(key, { title, status: t(`status.name.${status}`) });
    }
    case 'ticket.disclosure_deadline': {
      const { title, date, days } = item.params;
      return t(key, { title, count: days, ...dayParts(date) });
    }
    case 'review_assigned':
      return t(key, { title: item.params.title, ...dayParts(item.params.date) });
    case 'review_due': {
      const { title, date, days } = item.params;
      if (days <= 0) return t(key, { title, context: 'today', ...dayParts(date) });
      return t(key, { title, count: days, ...dayParts(date) });
    }
    default:
      return t(key, { ...item.params });
  }
}

/**
 * A stored event's text, or undefined when the event is not one this code knows or its
 * parameters do not fit it (a row written by a newer version): the caller shows what it has.
 */
export function storedFeedText(t: TFunction, event: string, params: unknown): string | undefined {
  const item = parseFeedEvent(event, params);
  return item ? feedText(t, item) : undefined;
}
