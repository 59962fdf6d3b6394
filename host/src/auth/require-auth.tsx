import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { paths } from '../config/paths';
import { useCurrentUser } from './use-current-user';

/** Signed-in routes: loading screen while `me` loads, /login (replacing history) without a user. */
export function RequireAuth() {
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
