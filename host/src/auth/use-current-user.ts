import { useDeferredValue, useMemo } from 'react';
import { useGetMeQuery } from '@inventor-portal/shared';
import type { Account } from '@inventor-portal/shared/schemas';

export interface CurrentUser {
  /** True until the first answer of GET me. */
  loading: boolean;
  /** Null when signed out (any failure of GET me means signed out). */
  user: Account | null;
}

export function useCurrentUser(): CurrentUser {
  const { data, isLoading, isUninitialized } = useGetMeQuery();
  const loading = isLoading || isUninitialized || data === undefined;
  const user = data ?? null;
  // One object per answer, so `useDeferredValue` below sees a change only when the answer changes.
  return useMemo(() => ({ loading, user }), [loading, user]);
}

/**
 * The current user for the route guards, which swap the loading screen for a whole page. The
 * answer of GET me arrives through the store (useSyncExternalStore), a synchronous update: the
 * signed-in shell and dashboard (or the login page) then rendered in one long main-thread task
 * (~0.5 s in Lighthouse, issue 9). Deferred, the loading screen stays up while React renders the
 * page in small slices, and the page appears once it is ready.
 */
export function useDeferredCurrentUser(): CurrentUser {
  return useDeferredValue(useCurrentUser());
}
