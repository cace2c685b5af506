import { SquadPage } from '../../features/squad/SquadPage';

/** Route module for /club/squad. */
export function SquadRoute() {
  return <SquadPage />;
}
