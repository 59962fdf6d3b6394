import { skipToken, useGetMeQuery, useGetMyReviewsQuery } from '@inventor-portal/shared';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@inventor-portal/shared/schemas';

/** What a reviewer is told (API.md Part 3 "Committee review"). */
const REVIEWER_EVENTS: readonly NotificationEvent[] = ['review_assigned', 'review_due'];
/** What the office is told about its reviews. */
const OFFICE_REVIEW_EVENTS: readonly NotificationEvent[] = [
  'review_declared_conflict',
  'review_submitted',
];

/**
 * The events Settings offers this account a choice about: only those it can be sent. The
 * office's review notices are for office staff; the reviewer's for a reviewer-role account and
 * for an inventor who has been asked to review (an inventor who never has sees the spec's four).
 * The server keeps every event's setting whatever is shown.
 */
export function useNotificationEvents(): readonly NotificationEvent[] {
  const { data: me } = useGetMeQuery();
  const office = me?.role === 'office';
  const reviewerRole = me?.role === 'reviewer';
  // (An account still on its generated password is answered 403 until it has changed it.)
  const asks =
    Boolean(me) && !office && !reviewerRole && me?.inventor?.must_change_password !== true;
  const { data: assignments } = useGetMyReviewsQuery(asks ? undefined : skipToken);
  const reviews = !office && (reviewerRole || (assignments?.length ?? 0) > 0);
  return NOTIFICATION_EVENTS.filter(
    (event) =>
      (!REVIEWER_EVENTS.includes(event) || reviews) &&
      (!OFFICE_REVIEW_EVENTS.includes(event) || office),
  );
}
