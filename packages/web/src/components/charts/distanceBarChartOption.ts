import type { EChartsCoreOption } from 'echarts/core';
import { chartDistance, distanceAxisMax, formatDistance, type UnitSystem } from '@touchline/domain';

/** One bar of a distance chart: an athlete, a day… */
export interface DistanceBar {
  /** Under the bar. */
  label: string;
  /** The tooltip's first line. */
  title: string;
  /** Null: no data (drawn at zero, 'NO DATA' in the tooltip). */
  valueM: number | null;
  /** After the distance in the tooltip, in brackets. */
  note?: string;
}

/** What differs between the distance charts. */
export interface DistanceBarChartLook {
  seriesName: string;
  barMaxWidth: number;
  /**
   * 'every': each bar labelled (a team's athletes; the chart scrolls when they are many);
   * 'thinned': ECharts leaves out labels that would overlap (thirty days in a card).
   */
  labels: 'every' | 'thinned';
  /** The dotted average line; valueM null draws none. */
  average: {
    valueM: number | null;
    label: string;
    /** Label it 'label: value unit' rather than the label alone. */
    withValue: boolean;
    position: 'insideStartTop' | 'insideEndTop';
  };
}

export const BAR_COLOUR = '#1fb57a';
export const AVERAGE_COLOUR = '#5b6b7c';

/** Bars in the person's distance unit, the y axis ending 100 above the largest, a dotted average. */
export function distanceBarChartOption(
  bars: readonly DistanceBar[],
  look: DistanceBarChartLook,
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit, fromMetres } = chartDistance(unitSystem);
  const values = bars.map(({ valueM }) => (valueM === null ? 0 : Math.round(fromMetres(valueM))));
  const { average } = look;
  const averageValue = average.valueM === null ? null : Math.round(fromMetres(average.valueM));
  const every = look.labels === 'every';
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [first] = params as { dataIndex: number }[];
        const bar = first ? bars[first.dataIndex] : undefined;
        if (!bar) return '';
        const value = bar.valueM === null ? 'NO DATA' : formatDistance(bar.valueM, unitSystem);
        return `${bar.title}<br/>${value}${bar.note ? ` (${bar.note})` : ''}`;
      },
    },
    xAxis: {
      type: 'category',
      data: bars.map(({ label }) => label),
      axisTick: { show: false },
      axisLabel: every ? { interval: 0 } : { interval: 'auto', hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: distanceAxisMax([...values, averageValue ?? 0]),
      // The maximum (docs/product/shell-and-sessions.md §9) need not be a round step: never draw its label over the one below.
      axisLabel: {
        formatter: `{value} ${unit}`,
        ...(every ? { showMaxLabel: false } : { hideOverlap: true }),
      },
    },
    series: [
      {
        type: 'bar',
        name: look.seriesName,
        data: values,
        barMaxWidth: look.barMaxWidth,
        itemStyle: { color: BAR_COLOUR, borderRadius: [3, 3, 0, 0] },
        markLine:
          averageValue === null
            ? undefined
            : {
                symbol: 'none',
                silent: true,
                lineStyle: { type: 'dotted', width: 2, color: AVERAGE_COLOUR },
                label: {
                  position: average.position,
                  formatter: average.withValue
                    ? `${average.label}: ${averageValue} ${unit}`
                    : average.label,
                  color: AVERAGE_COLOUR,
                  fontWeight: 600,
                  // Readable over the bars it crosses.
                  backgroundColor: 'rgba(255, 255, 255, 0.85)',
                  padding: [2, 4],
                  borderRadius: 3,
                },
                data: [{ yAxis: averageValue }],
              },
      },
    ],
  };
}
