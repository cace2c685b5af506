import {
  drillMatchPeakPercent,
  formatDistancePerMinute,
  type PeakDemand,
  type UnitSystem,
} from '@touchline/domain';
import type { ReportAthlete } from '../../../components/charts/reportAthlete';

export interface DrillIntensityRow {
  athlete: ReportAthlete;
  /** Null for an athlete without data in the drill. */
  metresPerMinute: string | null;
  highIntensityPerMinute: string | null;
  /** The drill's rate as a percentage of the match peak's, '87 %'; null without a match peak to compare with (or a drill under a minute). */
  distanceOfPeak: string | null;
  highIntensityOfPeak: string | null;
  /** The peak window compared with, e.g. '5 min'. */
  comparedWith: string | null;
}

interface DrillParticipation {
  athlete: ReportAthlete;
  athleteMetricSet: {
    activeSeconds: number;
    totalDistanceM: number;
    totalHighIntensityDistanceM: number;
  } | null;
  matchPeakDemands: readonly Pick<
    PeakDemand,
    'windowMinutes' | 'distanceM' | 'highIntensityDistanceM'
  >[];
}

/**
 * A drill's rows: each athlete's metres per minute and high-intensity metres
 * per minute in it, and each as a percentage of their match peak for the
 * drill's length (METRICS.md "Peak demands"). `athleteIds` narrows to the
 * report's chosen athletes (null: everyone).
 */
export function drillIntensityRows(
  participations: readonly DrillParticipation[],
  athleteIds: readonly string[] | null,
  unitSystem: UnitSystem,
): DrillIntensityRow[] {
  return participations
    .filter((participation) => !athleteIds || athleteIds.includes(participation.athlete.id))
    .map(({ athlete, athleteMetricSet: set, matchPeakDemands }) => {
      if (!set || !(set.activeSeconds > 0)) {
        return {
          athlete,
          metresPerMinute: null,
          highIntensityPerMinute: null,
          distanceOfPeak: null,
          highIntensityOfPeak: null,
          comparedWith: null,
        };
      }
      const minutes = set.activeSeconds / 60;
      const compared = drillMatchPeakPercent(set, matchPeakDemands);
      return {
        athlete,
        metresPerMinute: formatDistancePerMinute(set.totalDistanceM / minutes, unitSystem),
        highIntensityPerMinute: formatDistancePerMinute(
          set.totalHighIntensityDistanceM / minutes,
          unitSystem,
        ),
        distanceOfPeak: ofPeak(compared?.distancePercent),
        highIntensityOfPeak: ofPeak(compared?.highIntensityPercent),
        comparedWith: compared ? `${compared.windowMinutes} min` : null,
      };
    });
}

function ofPeak(percent: number | null | undefined): string | null {
  return percent === null || percent === undefined ? null : `${Math.round(percent)} %`;
}
