import { Outlet } from 'react-router';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { canReach, type ClubArea } from '../lib/access/clubAccess';
import { useClubAccess } from '../lib/access/ClubAccessContext';

/** A route the person may not see in this club is, for them, a page that does not exist. */
export function RequireArea({ area }: { area: ClubArea }) {
  const access = useClubAccess();
  return canReach(area, access) ? <Outlet /> : <NotFoundPage />;
}
