import { Navigate } from 'react-router-dom';
import { homePathOf } from './roles';
import { useCurrentUser } from './use-current-user';

/** `/`: to the signed-in user's start page (review queue for the office, else the dashboard). */
export function HomeRedirect() {
  const { user } = useCurrentUser();
  return <Navigate to={homePathOf(user)} replace />;
}
