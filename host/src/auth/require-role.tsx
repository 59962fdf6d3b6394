import type { ReactNode } from 'react';
import { hasInventorRecord, isOfficeUser } from './roles';
import { useCanReview } from './use-can-review';
import { useCurrentUser } from './use-current-user';

interface RoleGateProps {
  children: ReactNode;
  /** What everyone else sees (the route table passes its not-found page or a redirect). */
  fallback: ReactNode;
}

/**
 * Office staff only. For anyone else the children are never rendered, so an inventor's page never
 * asks the federation runtime for remote-office: its code is not downloaded.
 */
export function RequireOffice({ children, fallback }: RoleGateProps) {
  const { user } = useCurrentUser();
  return <>{isOfficeUser(user) ? children : fallback}</>;
}

/** Accounts with an inventor record only (an office account may have none). */
export function RequireInventorRecord({ children, fallback }: RoleGateProps) {
  const { user } = useCurrentUser();
  return <>{hasInventorRecord(user) ? children : fallback}</>;
}

/**
 * Reviewers only (a reviewer-role account, or one with review assignments; never office staff):
 * for anyone else the children are never rendered, so remote-review is not downloaded.
 */
export function RequireReviewer({ children, fallback }: RoleGateProps) {
  const { canReview, loading } = useCanReview();
  if (loading) return null;
  return <>{canReview ? children : fallback}</>;
}
