import { useGetMeQuery } from '@inventor-portal/shared';
import { useLiveEvents } from '@inventor-portal/shared/live';
import { mustChangePassword, mustSetUpTwoFactor } from '../auth/roles';

/**
 * The shell's one live events stream, open while a user is signed in and allowed to use the
 * portal (the server refuses the stream, as it does the bell, until a generated password is
 * changed or an office account has turned on two-factor sign-in).
 */
export function useShellLiveEvents(): void {
  const { data: me } = useGetMeQuery();
  useLiveEvents(Boolean(me) && !mustChangePassword(me) && !mustSetUpTwoFactor(me));
}
