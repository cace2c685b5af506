import type { ChartData } from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import {
  categoryLabels,
  columnLook,
  escapeHtml,
  formatChartValue,
  legendFor,
} from './chartOptionParts';
import type { ChartOptionSettings } from './chartOptionSettings';
import { CATEGORY_LABEL_MAX_CHARACTERS, truncateLabel } from './truncateLabel';

/**
 * A radar line chart: a spoke per category, a closed line per series. Each
 * spoke runs from 0 to the largest value on it, so series of one unit compare.
 */
export function radarChartOption(
  data: ChartData,
  settings: ChartOptionSettings,
): EChartsCoreOption {
  const labels = categoryLabels(data, settings);
  const looks = data.series.map(({ columnId }) => columnLook(settings, columnId));
  const indicator = labels.map((name, category) => {
    const largest = Math.max(
      0,
      ...data.series.map(({ values }) => values[category] ?? 0).filter(Number.isFinite),
    );
    return { name: truncateLabel(name, CATEGORY_LABEL_MAX_CHARACTERS), max: largest || 1, min: 0 };
  });
  return {
    animation: false,
    color: looks.map(({ color }) => color),
    legend: legendFor(looks.map(({ name }) => name)),
    tooltip: {
      trigger: 'item',
      formatter: (param: { seriesIndex?: number; dataIndex?: number; value?: unknown }) => {
        const look = looks[param.dataIndex ?? 0];
        const values = Array.isArray(param.value) ? param.value : [];
        if (!look) return '';
        return [
          escapeHtml(look.name),
          ...labels.map(
            (name, category) =>
              `${escapeHtml(name)}: <b>${formatChartValue(values[category], look.decimals, settings.locale)}</b>`,
          ),
        ].join('<br/>');
      },
    },
    radar: { indicator, radius: '62%', center: ['50%', '56%'] },
    series: [
      {
        type: 'radar',
        data: data.series.map(({ values }, index) => ({
          name: looks[index]!.name,
          // A radar line cannot leave a gap: a missing value sits at the centre.
          value: values.map((value) => value ?? 0),
          itemStyle: { color: looks[index]!.color },
          label: {
            show: settings.displayDataLabels,
            formatter: ({ value }: { value: unknown }) =>
              formatChartValue(value, looks[index]!.decimals, settings.locale),
          },
        })),
      },
    ],
  };
}
