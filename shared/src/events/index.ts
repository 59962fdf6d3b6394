/**
 * `@inventor-portal/shared/events`: the events the bell (notifications) and the activity timeline
 * store, `{event, params}`, and their text through the `events` catalog in a given language.
 * No catalog and no i18next instance here: the page renders with its own (`useFeedText` in
 * `@inventor-portal/shared/ui`), the server with `@inventor-portal/shared/catalogs`.
 */
export {
  FEED_EVENT_EXAMPLES,
  FEED_EVENT_NAMES,
  FEED_EVENT_PARAMS,
  feedEvent,
  isFeedEventName,
  parseFeedEvent,
  type FeedEvent,
  type FeedEventName,
  type FeedEventParams,
} from './feed-events';
export type { FeedParams } from '../schemas/notification';
export { feedText, storedFeedText } from './feed-text';
export { EVENTS_NAMESPACE } from '../i18n/namespaces';
