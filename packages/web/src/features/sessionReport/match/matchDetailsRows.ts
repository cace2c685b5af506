import type { AthleteMetricsRow, ReportAthlete } from '../../../components/charts/reportAthlete';

/** The Match Details window that covers the whole match. */
export const WHOLE_MATCH = 'whole';

type TableMetrics = NonNullable<AthleteMetricsRow['metrics']>;

interface DetailsParticipation {
  athlete: ReportAthlete;
  athleteMetricSet: TableMetrics | null;
  periodMetricSets: readonly (TableMetrics & { matchSessionPeriod: { id: string } | null })[];
}

function tableMetrics(set: TableMetrics | null | undefined): AthleteMetricsRow['metrics'] {
  if (!set) return null;
  return {
    totalDistanceM: set.totalDistanceM,
    sprintEvents: set.sprintEvents,
    totalSprintDistanceM: set.totalSprintDistanceM,
    totalHighIntensityDistanceM: set.totalHighIntensityDistanceM,
    avgSpeedKph: set.avgSpeedKph,
    maxSpeedKph: set.maxSpeedKph,
    rawMaxSpeedKph: set.rawMaxSpeedKph,
    metresPerMinute: set.metresPerMinute,
    avgHeartRateBpm: set.avgHeartRateBpm,
    maxHeartRateBpm: set.maxHeartRateBpm,
  };
}

/** One table row per athlete for the whole match or one period (by id). */
export function matchDetailsRows(
  participations: readonly DetailsParticipation[],
  window: string,
): AthleteMetricsRow[] {
  return participations.map((participation) => ({
    athlete: participation.athlete,
    metrics: tableMetrics(
      window === WHOLE_MATCH
        ? participation.athleteMetricSet
        : participation.periodMetricSets.find((set) => set.matchSessionPeriod?.id === window),
    ),
  }));
}
