import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { paths } from '../config/paths';
import { useDeferredCurrentUser } from './use-current-user';

/** /login: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { loading, user } = useDeferredCurrentUser();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
