import type { EChartsCoreOption } from 'echarts/core';
import type { UnitSystem } from '@touchline/domain';
import { distanceBarChartOption } from '../../components/charts/distanceBarChartOption';
import { DASHBOARD_TEXTS } from './dashboardTexts';

export interface DistanceDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  avgDistanceM: number;
  sessionCount: number;
}

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayTitle = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
// The date is a calendar date already: read it at UTC midnight so no zone moves it.
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** One bar a day (0 without sessions) and the dotted 'SESSION AVERAGE' line. */
export function averageDistanceChartOption(
  days: readonly DistanceDay[],
  sessionAverageM: number | null,
  unitSystem: UnitSystem,
): EChartsCoreOption {
  return distanceBarChartOption(
    days.map((day) => ({
      label: dayLabel.format(asDate(day.date)),
      title: dayTitle.format(asDate(day.date)),
      valueM: day.avgDistanceM,
      note: day.sessionCount === 1 ? '1 session' : `${day.sessionCount} sessions`,
    })),
    {
      seriesName: DASHBOARD_TEXTS.averageDistance,
      barMaxWidth: 22,
      labels: 'thinned',
      average: {
        valueM: sessionAverageM,
        label: DASHBOARD_TEXTS.sessionAverage,
        withValue: false,
        position: 'insideEndTop',
      },
    },
    unitSystem,
  );
}
