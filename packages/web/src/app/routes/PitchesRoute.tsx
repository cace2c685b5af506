import { PitchesPage } from '../../features/clubSettings/PitchesPage';

/** Route module for /club/pitches. */
export function PitchesRoute() {
  return <PitchesPage />;
}
