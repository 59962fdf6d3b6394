import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { paths } from '../config/paths';
import { useAccountLanguage } from '../language/use-account-language';
import { mustChangePassword, mustSetUpTwoFactor } from './roles';
import { useCurrentUser } from './use-current-user';

interface RequireAuthProps {
  /** Starts downloading the signed-in pages while the session is checked (src/app/lazy-pages.tsx). */
  preload?: () => unknown;
}

/**
 * Signed-in routes: loading screen while `me` loads, /login (replacing history) without a user.
 * An account still on the password it was given (`must_change_password`) is kept on /settings,
 * where the shell asks for a new one, until it is changed; likewise office staff until they have
 * turned on two-factor sign-in (API.md Part 2). The account's language applies from
 * here on (the loading screen stays while the page switches to it).
 */
export function RequireAuth({ preload }: RequireAuthProps) {
  const { loading, user } = useCurrentUser();
  const switchingLanguage = useAccountLanguage(user);
  const location = useLocation();
  // The shell's chunk and /remotes.json load while the session is checked, not after; a failed
  // /remotes.json shows up later, per remote, with a retry.
  useEffect(() => {
    void preload?.();
    // The registry is not on /login's first load: fetched here, with the shell.
    import('../remotes/remote-registry')
      .then((registry) => registry.ensureRemotesRegistered())
      .catch((error: unknown) => console.error('Could not read /remotes.json', error));
  }, [preload]);
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (switchingLanguage) return <LoadingScreen />;
  if (
    (mustChangePassword(user) || mustSetUpTwoFactor(user)) &&
    location.pathname !== paths.settings
  ) {
    return <Navigate to={paths.settings} replace />;
  }
  return <Outlet />;
}
