import type { EChartsCoreOption } from 'echarts/core';
import { convertSpeed, type UnitSystem } from '@touchline/domain';
import { BAR_COLOUR } from '../../../components/charts/distanceBarChartOption';
import type { TimeAtSpeedBin, TimeAtSpeedMode } from './timeAtSpeed';

/** A bin's lower bound in the person's unit: whole km/h, one decimal for mph and m/s. */
export function speedBinLabel(fromKph: number, unitSystem: UnitSystem): string {
  const { value } = convertSpeed(fromKph, unitSystem);
  return unitSystem === 'metric' ? String(Math.round(value)) : value.toFixed(1);
}

/** Minutes per 1 km/h bin; x labels in the person's speed unit. */
export function timeAtSpeedChartOption(
  bins: readonly TimeAtSpeedBin[],
  unitSystem: UnitSystem,
  mode: TimeAtSpeedMode,
): EChartsCoreOption {
  const { unit } = convertSpeed(0, unitSystem);
  const ranges = bins.map(
    (bin) =>
      `${speedBinLabel(bin.fromKph, unitSystem)}–${speedBinLabel(bin.toKph, unitSystem)} ${unit}`,
  );
  return {
    animation: false,
    grid: { left: 24, right: 16, top: 16, bottom: 40, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [first] = params as { dataIndex: number; value: number }[];
        if (!first) return '';
        return `${ranges[first.dataIndex] ?? ''}<br/>${first.value.toFixed(1)} min`;
      },
    },
    xAxis: {
      type: 'category',
      data: bins.map((bin) => speedBinLabel(bin.fromKph, unitSystem)),
      name: `Speed (${unit})`,
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: {
      type: 'value',
      name: mode === 'average' ? 'Minutes per athlete' : 'Minutes',
      nameLocation: 'middle',
      nameGap: 36,
      min: 0,
    },
    series: [
      {
        type: 'bar',
        name: mode === 'average' ? 'Average time' : 'Total time',
        data: bins.map((bin) => Math.round(bin.minutes * 100) / 100),
        barCategoryGap: '15%',
        itemStyle: { color: BAR_COLOUR, borderRadius: [3, 3, 0, 0] },
      },
    ],
  };
}
