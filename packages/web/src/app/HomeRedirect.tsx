import { Navigate } from 'react-router';
import { homePathFor } from '../lib/access/clubAccess';
import { useClubAccess } from '../lib/access/ClubAccessContext';

/** '/' leads to flexible reporting for indoor clubs, otherwise to the dashboard. */
export function HomeRedirect() {
  return <Navigate to={homePathFor(useClubAccess())} replace />;
}
