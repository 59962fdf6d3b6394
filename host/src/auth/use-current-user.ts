import { useGetMeQuery, type User } from '@inventor-portal/shared';

export interface CurrentUser {
  /** True until the first answer of GET me. */
  loading: boolean;
  /** Null when signed out (any failure of GET me means signed out). */
  user: User | null;
}

export function useCurrentUser(): CurrentUser {
  const { data, isLoading, isUninitialized } = useGetMeQuery();
  return { loading: isLoading || isUninitialized || data === undefined, user: data ?? null };
}
