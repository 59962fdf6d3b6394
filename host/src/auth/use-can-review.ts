import { skipToken, useGetMyReviewsQuery } from '@inventor-portal/shared';
import { isOfficeUser, isReviewerRole, mustChangePassword } from './roles';
import { useCurrentUser } from './use-current-user';

export interface CanReview {
  /** The Reviews entry and /reviews are this user's. */
  canReview: boolean;
  /** Still asking the server whether the user has assignments. */
  loading: boolean;
}

/**
 * A reviewer-role account always reviews; office staff never (they never download
 * remote-review); anyone else does when they have at least one review assignment (asked once
 * the account's set-up is done).
 */
export function useCanReview(): CanReview {
  const { user } = useCurrentUser();
  const reviewerRole = isReviewerRole(user);
  // An account still on its generated password is kept on Settings (the server answers 403 to
  // everything else until it is changed): it asks once the password is its own.
  const asks = Boolean(user) && !isOfficeUser(user) && !reviewerRole && !mustChangePassword(user);
  const { data, isLoading } = useGetMyReviewsQuery(asks ? undefined : skipToken);
  if (reviewerRole) return { canReview: true, loading: false };
  return { canReview: asks && (data?.length ?? 0) > 0, loading: asks && isLoading };
}
