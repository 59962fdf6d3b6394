import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { loadSignedInPages } from '../app/lazy-pages';
import { paths } from '../config/paths';
import { ensureRemotesRegistered } from '../remotes/remote-registry';
import { useCurrentUser } from './use-current-user';

/**
 * Signed-in routes: loading screen while `me` loads, /login (replacing history) without a user.
 * An account still on the password it was given (`must_change_password`) is kept on /settings,
 * where the shell asks for a new one, until it is changed.
 */
export function RequireAuth() {
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  // The shell's chunk and /remotes.json load while the session is checked, not after; a failed
  // /remotes.json shows up later, per remote, with a retry.
  useEffect(() => {
    void loadSignedInPages();
    ensureRemotesRegistered().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  }, []);
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.inventor.must_change_password && location.pathname !== paths.settings) {
    return <Navigate to={paths.settings} replace />;
  }
  return <Outlet />;
}
