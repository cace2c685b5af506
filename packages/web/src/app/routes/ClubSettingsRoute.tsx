import { ClubSettingsPage } from '../../features/clubSettings/ClubSettingsPage';

/** Route module for /club/settings. */
export function ClubSettingsRoute() {
  return <ClubSettingsPage />;
}
