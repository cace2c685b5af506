import type { PersonalBestMetric, UnitSystem } from '@touchline/domain';
import { formatDistance, formatSpeed } from '@touchline/domain';
import { zonedFormatter } from '../../lib/zonedFormatter';

// An athlete's four numbers as their home and their profile name and show them
// (docs/product/athlete-app.md §2).

/** What each compared number is called. */
export const METRIC_LABELS: Record<PersonalBestMetric, string> = {
  maxSpeedKph: 'Top speed',
  totalDistanceM: 'Distance',
  totalSprintDistanceM: 'Sprint distance',
  totalHighIntensityDistanceM: 'High-intensity distance',
};

/** The order the home and the profile show them in. */
export const ATHLETE_METRICS: readonly PersonalBestMetric[] = [
  'totalDistanceM',
  'totalHighIntensityDistanceM',
  'totalSprintDistanceM',
  'maxSpeedKph',
];

export function formatMetric(metric: PersonalBestMetric, value: number, unitSystem: UnitSystem) {
  return metric === 'maxSpeedKph'
    ? formatSpeed(value, unitSystem)
    : formatDistance(value, unitSystem);
}

export const SESSION_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/** 'Training · Sun 1 Nov' or '{match} · Sat 31 Oct', in the browser's zone. */
export function sessionTitle(session: {
  startTime: string;
  matchDefinition?: { name: string } | null;
}): string {
  const kind = session.matchDefinition ? session.matchDefinition.name : 'Training';
  return `${kind} · ${zonedFormatter(SESSION_DATE, undefined).format(new Date(session.startTime))}`;
}
