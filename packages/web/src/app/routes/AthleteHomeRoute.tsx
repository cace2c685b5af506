import { AthleteHomePage } from '../../features/athleteHome/AthleteHomePage';

/** Route module for /home: an athlete's own home. */
export function AthleteHomeRoute() {
  return <AthleteHomePage />;
}
