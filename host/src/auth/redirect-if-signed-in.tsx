import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { homePathOf } from './roles';
import { useDeferredCurrentUser } from './use-current-user';

/** /login: a signed-in user goes straight to their start page (dashboard, or the office's queue). */
export function RedirectIfSignedIn() {
  const { loading, user } = useDeferredCurrentUser();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={homePathOf(user)} replace />;
  return <Outlet />;
}
