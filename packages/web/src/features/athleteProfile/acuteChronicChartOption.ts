import type { EChartsCoreOption } from 'echarts/core';
import { zonedFormatter } from '../../lib/zonedFormatter';

/** A day of the athlete's load: its calendar date and the ratio on it, if any. */
export interface RatioDay {
  date: string;
  acuteChronicRatio?: number | null;
}

/** The ratios' sweet spot (Gabbett 2016): training loads in it went with the fewest injuries. */
export const SWEET_SPOT = { low: 0.8, high: 1.3 } as const;

const DAY_MONTH = { day: 'numeric', month: 'short' } as const;
const RATIO_COLOUR = '#1f6feb';

/** A day's label: its calendar date as it is, whatever the browser's zone. */
const dayLabel = (date: string) =>
  zonedFormatter(DAY_MONTH, 'UTC').format(new Date(`${date}T00:00:00Z`));

/**
 * The rolling 7:28 acute:chronic ratio day by day, with the sweet-spot band
 * (0.8–1.3) shaded behind it; days without a ratio leave a gap.
 */
export function acuteChronicChartOption(days: readonly RatioDay[]): EChartsCoreOption {
  const ratios = days.map((day) =>
    day.acuteChronicRatio == null ? null : Math.round(day.acuteChronicRatio * 100) / 100,
  );
  const highest = Math.max(SWEET_SPOT.high, ...ratios.map((ratio) => ratio ?? 0));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => (value === null ? '–' : value.toFixed(2)),
    },
    xAxis: {
      type: 'category',
      data: days.map((day) => dayLabel(day.date)),
      axisTick: { show: false },
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', min: 0, max: Math.ceil(highest * 2 + 0.2) / 2 },
    series: [
      {
        type: 'line',
        name: 'Acute:chronic (7:28)',
        data: ratios,
        connectNulls: false,
        showSymbol: false,
        itemStyle: { color: RATIO_COLOUR },
        markArea: {
          silent: true,
          itemStyle: { color: 'rgba(31, 181, 122, 0.15)' },
          label: { show: true, position: 'insideTopRight', formatter: 'Sweet spot 0.8–1.3' },
          data: [[{ yAxis: SWEET_SPOT.low }, { yAxis: SWEET_SPOT.high }]],
        },
      },
    ],
  };
}
