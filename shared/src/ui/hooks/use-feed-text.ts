import { useCallback } from 'react';
import { storedFeedText } from '@inventor-portal/shared/events';
import { EVENTS_NAMESPACE, useTranslation } from '@inventor-portal/shared/i18n';

/** A notification or an activity as the API answers it. */
export interface FeedItem {
  event: string;
  params: unknown;
  /** The server's text (in the account's language): shown for an event this page does not know. */
  fallback: string;
}

/**
 * The text of the bell's notifications and the activity timeline's entries, from their event and
 * parameters through the `events` catalog, in the page's language; the component re-renders
 * when the language changes. Here in the page kit, not in `@inventor-portal/shared/i18n`: the
 * events check their parameters with zod, which /login's first load does without.
 */
export function useFeedText(): (item: FeedItem) => string {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return useCallback(
    (item: FeedItem) => storedFeedText(t, item.event, item.params) ?? item.fallback,
    [t],
  );
}
