import { Navigate } from 'react-router';
import { homePathFor } from '../lib/access/clubAccess';
import { useClubAccess } from '../lib/access/ClubAccessContext';

/** '/' leads an athlete to their home; staff to flexible reporting in indoor clubs, otherwise to the dashboard. */
export function HomeRedirect() {
  return <Navigate to={homePathFor(useClubAccess())} replace />;
}
