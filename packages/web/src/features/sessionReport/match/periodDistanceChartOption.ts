import type { EChartsCoreOption } from 'echarts/core';
import { chartDistance, type UnitSystem } from '@touchline/domain';
import { AVERAGE_COLOUR } from '../../../components/charts/distanceBarChartOption';
import type { PeriodDistanceLines } from './periodDistanceLines';

/** Cumulative distance over minutes since the period's start; the team average dotted. */
export function periodDistanceChartOption(
  lines: PeriodDistanceLines,
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit, fromMetres } = chartDistance(unitSystem);
  const data = (points: [number, number][]) =>
    points.map(([minutes, metres]) => [minutes, Math.round(fromMetres(metres))]);
  const average = lines.average
    ? [
        {
          type: 'line',
          name: lines.average.name,
          data: data(lines.average.points),
          showSymbol: false,
          lineStyle: { type: 'dotted', width: 3, color: AVERAGE_COLOUR },
          itemStyle: { color: AVERAGE_COLOUR },
          z: 3,
        },
      ]
    : [];
  const athletes = lines.athletes.map((line) => ({
    type: 'line',
    name: line.name,
    data: data(line.points),
    showSymbol: false,
    lineStyle: { width: 2 },
  }));
  return {
    animation: false,
    legend: { top: 0, left: 0, icon: 'roundRect', itemWidth: 14, itemHeight: 4 },
    grid: { left: 24, right: 24, top: 48, bottom: 40, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => `${String(value)} ${unit}`,
    },
    xAxis: {
      type: 'value',
      name: 'Minutes since period start',
      nameLocation: 'middle',
      nameGap: 28,
      min: 0,
      axisLabel: { formatter: '{value}' },
    },
    yAxis: {
      type: 'value',
      name: `Distance (${unit})`,
      nameLocation: 'middle',
      nameGap: 44,
      min: 0,
    },
    series: [...average, ...athletes],
  };
}
