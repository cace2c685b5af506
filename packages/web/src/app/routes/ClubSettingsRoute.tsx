import { ClubSettingsPage } from '../../features/clubSettings/ClubSettingsPage';
import { useClubAccess } from '../../lib/access/ClubAccessContext';

/** Route module for /club/settings: club admins change the settings, other staff read them. */
export function ClubSettingsRoute() {
  return <ClubSettingsPage canEdit={useClubAccess().clubAdmin} />;
}
