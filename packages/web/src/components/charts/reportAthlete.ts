import type { AvatarAthlete } from '../ui/AthleteAvatar';

/** An athlete as every session report shows them. */
export interface ReportAthlete extends AvatarAthlete {
  id: string;
}

/** The metrics of the athlete table (docs/product/shell-and-sessions.md §2.7, "Athlete table columns"). */
export interface AthleteTableMetrics {
  totalDistanceM: number;
  sprintEvents: number;
  totalSprintDistanceM: number;
  totalHighIntensityDistanceM: number;
  avgSpeedKph: number;
  maxSpeedKph: number;
  rawMaxSpeedKph: number;
  metresPerMinute: number;
  /** Null without heart-rate data in the window. */
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
}

/** An athlete's mean match distances, which a training's are shown against. */
export interface AthleteMatchAverage {
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
}

/** One table row; null metrics: the athlete has no processed data for the window. */
export interface AthleteMetricsRow {
  athlete: ReportAthlete;
  metrics: AthleteTableMetrics | null;
  /** A training's rows: the athlete's match average (none without a match in 12 months). */
  matchAverage?: AthleteMatchAverage | null;
}

/** Chart labels: the first two letters of the athlete's name (docs/product/dashboard-and-segments.md §2.4). */
export function chartLabel(athlete: { name: string }): string {
  return athlete.name.trim().slice(0, 2);
}

/** Chart width in ch: 5 + 3 per athlete (bars) or 5 + 6 per athlete (speed zones). */
export function chartWidthCh(athletes: number, perAthleteCh: 3 | 6): number {
  return 5 + perAthleteCh * athletes;
}
