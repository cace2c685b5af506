import { graphql } from '../../../gql';
import type { DistanceBarsParticipationFragment } from '../../../gql/graphql';
import type { ReportAthlete } from '../../../components/charts/reportAthlete';

graphql(`
  fragment DistanceBarsParticipation on SessionParticipation {
    id
    athlete {
      ...AthleteAvatar
    }
    athleteMetricSet {
      id
      totalDistanceM
      totalSprintDistanceM
      totalHighIntensityDistanceM
    }
  }
`);

export type DistanceMetric =
  'totalDistanceM' | 'totalSprintDistanceM' | 'totalHighIntensityDistanceM';

/** One bar per athlete of one distance; an athlete without metrics has no value. */
export function distanceBars(
  participations: readonly DistanceBarsParticipationFragment[],
  metric: DistanceMetric,
): { athlete: ReportAthlete; valueM: number | null }[] {
  return participations.map(({ athlete, athleteMetricSet }) => ({
    athlete,
    valueM: athleteMetricSet ? athleteMetricSet[metric] : null,
  }));
}
