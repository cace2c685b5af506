import {
  formatCount,
  formatDistance,
  PEAK_WINDOW_MINUTES,
  type UnitSystem,
} from '@touchline/domain';
import type { PeakDemandAmountsFragment } from '../../../gql/graphql';
import type { ReportAthlete } from '../../../components/charts/reportAthlete';
import { WHOLE_MATCH } from './matchDetailsRows';

/** What the Peak Demands card shows, as its selector names them. */
export const PEAK_QUANTITIES = ['Distance', 'High-Intensity Distance', 'Acc + Dec'] as const;
export type PeakQuantity = (typeof PEAK_QUANTITIES)[number];

/** One cell: the value in the club's units, and where in the window its best stretch starts (mm:ss). */
export interface PeakDemandCell {
  windowMinutes: number;
  value: string;
  /** Minutes:seconds from the window's start; null without data (or not asked for: a period's). */
  from: string | null;
}

export interface PeakDemandRow {
  athlete: ReportAthlete;
  /** One per PEAK_WINDOW_MINUTES length; null for an athlete without data in the window. */
  cells: PeakDemandCell[] | null;
}

/** A peak's amounts, and where each starts when the query asked for it. */
type AskedPeakDemand = PeakDemandAmountsFragment & {
  distanceStartTime?: string | null;
  highIntensityStartTime?: string | null;
  accelerationsDecelerationsStartTime?: string | null;
};

interface PeakParticipation {
  athlete: ReportAthlete;
  athleteMetricSet: { peakDemands: readonly AskedPeakDemand[] } | null;
  periodMetricSets: readonly {
    matchSessionPeriod: { id: string } | null;
    peakDemands: readonly AskedPeakDemand[];
  }[];
}

/**
 * The card's rows for the whole match (WHOLE_MATCH) or one period (by id):
 * per athlete, the peak of the chosen quantity for each window length.
 * `windowStart` (ISO) is what start times are counted from.
 */
export function peakDemandRows(
  participations: readonly PeakParticipation[],
  window: string,
  quantity: PeakQuantity,
  windowStart: string,
  unitSystem: UnitSystem,
): PeakDemandRow[] {
  const originMs = Date.parse(windowStart);
  return participations.map((participation) => {
    const demands =
      window === WHOLE_MATCH
        ? participation.athleteMetricSet?.peakDemands
        : participation.periodMetricSets.find((set) => set.matchSessionPeriod?.id === window)
            ?.peakDemands;
    if (!demands || demands.length === 0) return { athlete: participation.athlete, cells: null };
    return {
      athlete: participation.athlete,
      cells: PEAK_WINDOW_MINUTES.flatMap((windowMinutes) => {
        const demand = demands.find((d) => d.windowMinutes === windowMinutes);
        if (!demand) return [];
        const [value, start] = valueOf(demand, quantity, unitSystem);
        return [
          { windowMinutes, value, from: start ? clockFrom(originMs, Date.parse(start)) : null },
        ];
      }),
    };
  });
}

function valueOf(
  demand: AskedPeakDemand,
  quantity: PeakQuantity,
  unitSystem: UnitSystem,
): [string, string | null | undefined] {
  switch (quantity) {
    case 'Distance':
      return [formatDistance(demand.distanceM, unitSystem), demand.distanceStartTime];
    case 'High-Intensity Distance':
      return [
        formatDistance(demand.highIntensityDistanceM, unitSystem),
        demand.highIntensityStartTime,
      ];
    case 'Acc + Dec':
      return [
        formatCount(demand.accelerationsDecelerations),
        demand.accelerationsDecelerationsStartTime,
      ];
  }
}

/** m:ss from the window's start, as a match clock reads ('67:05'); '-2:30' before it (a warm-up). */
function clockFrom(originMs: number, atMs: number): string {
  const offsetS = Math.floor((atMs - originMs) / 1000);
  const totalS = Math.abs(offsetS);
  const clock = `${Math.floor(totalS / 60)}:${String(totalS % 60).padStart(2, '0')}`;
  return offsetS < 0 ? `-${clock}` : clock;
}
