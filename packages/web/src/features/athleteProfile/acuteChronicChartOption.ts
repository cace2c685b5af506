import type { EChartsCoreOption } from 'echarts/core';
import { ACUTE_CHRONIC_SWEET_SPOT } from '@touchline/domain';
import { sweetSpotBand } from '../../lib/charts/sweetSpotBand';
import { zonedFormatter } from '../../lib/zonedFormatter';

/** A day of the athlete's load: its calendar date and the ratios on it, if any. */
export interface RatioDay {
  date: string;
  acuteChronicRatio?: number | null;
  ewmaAcuteChronicRatio?: number | null;
}

const DAY_MONTH = { day: 'numeric', month: 'short' } as const;
const RATIOS = [
  { key: 'acuteChronicRatio', name: 'Rolling 7:28', colour: '#1f6feb', dashed: false },
  { key: 'ewmaAcuteChronicRatio', name: 'EWMA', colour: '#8250df', dashed: true },
] as const;

/** A day's label: its calendar date as it is, whatever the browser's zone. */
const dayLabel = (date: string) =>
  zonedFormatter(DAY_MONTH, 'UTC').format(new Date(`${date}T00:00:00Z`));

const rounded = (ratio: number | null | undefined) =>
  ratio == null ? null : Math.round(ratio * 100) / 100;

/**
 * The rolling 7:28 and the EWMA acute:chronic ratios day by day, with the
 * sweet-spot band (0.8–1.3) shaded behind them; days without a ratio leave a gap.
 */
export function acuteChronicChartOption(days: readonly RatioDay[]): EChartsCoreOption {
  const series = RATIOS.map((ratio) => ({
    ...ratio,
    data: days.map((day) => rounded(day[ratio.key])),
  }));
  const highest = Math.max(
    ACUTE_CHRONIC_SWEET_SPOT.high,
    ...series.flatMap(({ data }) => data.map((ratio) => ratio ?? 0)),
  );
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
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
    series: series.map(({ name, colour, dashed, data }, index) => ({
      type: 'line',
      name,
      data,
      connectNulls: false,
      showSymbol: false,
      itemStyle: { color: colour },
      lineStyle: dashed ? { type: 'dashed' } : undefined,
      // One band behind both lines.
      markArea: index === 0 ? sweetSpotBand(false) : undefined,
    })),
  };
}
