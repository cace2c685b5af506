import type { EChartsCoreOption } from 'echarts/core';
import type { UnitSystem } from '@touchline/domain';
import { distanceBarChartOption } from './distanceBarChartOption';
import { chartLabel, type ReportAthlete } from './reportAthlete';

export interface AthleteBar {
  athlete: ReportAthlete;
  /** Null: no data for this athlete. */
  valueM: number | null;
}

/** Bars sorted by distance, highest first; athletes without data last, at zero. */
export function sortedBars(bars: readonly AthleteBar[]): AthleteBar[] {
  return [...bars].sort((a, b) => (b.valueM ?? -1) - (a.valueM ?? -1));
}

/** One bar per athlete, labelled with two letters, and a dotted average line. */
export function athleteBarChartOption(
  bars: readonly AthleteBar[],
  average: { valueM: number | null; label: string },
  unitSystem: UnitSystem,
): EChartsCoreOption {
  return distanceBarChartOption(
    sortedBars(bars).map(({ athlete, valueM }) => ({
      label: chartLabel(athlete),
      title: athlete.name,
      valueM,
    })),
    {
      seriesName: 'Distance',
      barMaxWidth: 28,
      labels: 'every',
      average: { ...average, withValue: true, position: 'insideStartTop' },
    },
    unitSystem,
  );
}
