import type { EChartsCoreOption } from 'echarts/core';
import { chartDistance, distanceAxisMax, formatDistance, type UnitSystem } from '@touchline/domain';
import { DASHBOARD_TEXTS } from './dashboardTexts';

export interface DistanceDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  avgDistanceM: number;
  sessionCount: number;
}

const BAR_COLOUR = '#1fb57a';
const AVERAGE_COLOUR = '#5b6b7c';

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
  const { unit, fromMetres } = chartDistance(unitSystem);
  const values = days.map((day) => Math.round(fromMetres(day.avgDistanceM)));
  const average = sessionAverageM === null ? null : Math.round(fromMetres(sessionAverageM));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [first] = params as { dataIndex: number }[];
        const day = first ? days[first.dataIndex] : undefined;
        if (!day) return '';
        const sessions = day.sessionCount === 1 ? '1 session' : `${day.sessionCount} sessions`;
        return `${dayTitle.format(asDate(day.date))}<br/>${formatDistance(day.avgDistanceM, unitSystem)} (${sessions})`;
      },
    },
    xAxis: {
      type: 'category',
      data: days.map((day) => dayLabel.format(asDate(day.date))),
      axisTick: { show: false },
      axisLabel: { interval: 'auto', hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: distanceAxisMax([...values, average ?? 0]),
      // The maximum (spec 01 §9) need not be a tick: never draw its label over the one below.
      axisLabel: { formatter: `{value} ${unit}`, hideOverlap: true },
    },
    series: [
      {
        type: 'bar',
        name: DASHBOARD_TEXTS.averageDistance,
        data: values,
        barMaxWidth: 22,
        itemStyle: { color: BAR_COLOUR, borderRadius: [3, 3, 0, 0] },
        markLine:
          average === null
            ? undefined
            : {
                symbol: 'none',
                silent: true,
                lineStyle: { type: 'dotted', width: 2, color: AVERAGE_COLOUR },
                label: {
                  position: 'insideEndTop',
                  formatter: DASHBOARD_TEXTS.sessionAverage,
                  color: AVERAGE_COLOUR,
                  fontWeight: 600,
                  // Readable over the bars it crosses.
                  backgroundColor: 'rgba(255, 255, 255, 0.85)',
                  padding: [2, 4],
                  borderRadius: 3,
                },
                data: [{ yAxis: average }],
              },
      },
    ],
  };
}
