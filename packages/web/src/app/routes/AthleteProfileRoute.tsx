import { AthleteProfilePage } from '../../features/athleteProfile/AthleteProfilePage';

/** Route module for /athletes/:athleteId: an athlete's profile. */
export function AthleteProfileRoute() {
  return <AthleteProfilePage />;
}
