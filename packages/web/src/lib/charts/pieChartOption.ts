import type { ChartData } from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { categoryLabels, columnLook, escapeHtml, formatChartValue } from './chartOptionParts';
import type { ChartOptionSettings } from './chartOptionSettings';
import { CATEGORY_LABEL_MAX_CHARACTERS, truncateLabel } from './truncateLabel';

/** One pie per series, side by side; a slice per category with a value (docs/product/reporting.md §3 pie). */
export function pieChartOption(data: ChartData, settings: ChartOptionSettings): EChartsCoreOption {
  const labels = categoryLabels(data, settings);
  const count = Math.max(data.series.length, 1);
  const width = 100 / count;
  return {
    animation: false,
    legend: { show: true, top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'item',
      formatter: (param: {
        seriesIndex?: number;
        name?: string;
        value?: unknown;
        percent?: number;
      }) => {
        const look = columnLook(settings, data.series[param.seriesIndex ?? 0]?.columnId ?? '');
        return `${escapeHtml(look.name)}<br/>${escapeHtml(param.name ?? '')}: <b>${formatChartValue(
          param.value,
          look.decimals,
          settings.locale,
        )}</b> (${formatChartValue(param.percent, 1, settings.locale)}%)`;
      },
    },
    title: data.series.map(({ columnId }, index) => ({
      text: columnLook(settings, columnId).name,
      left: `${width * index + width / 2}%`,
      top: 28,
      textAlign: 'center',
      textStyle: { fontSize: 13, fontWeight: 600, color: '#5b6b7c' },
    })),
    series: data.series.map(({ columnId, values }, index) => {
      const look = columnLook(settings, columnId);
      return {
        type: 'pie',
        name: look.name,
        center: [`${width * index + width / 2}%`, '58%'],
        radius: ['0%', `${Math.min(60, 120 / count)}%`],
        data: labels
          .map((name, category) => ({ name, value: values[category] }))
          .filter(({ value }) => typeof value === 'number' && value > 0),
        label: {
          show: settings.displayDataLabels,
          formatter: ({ name, value }: { name: string; value: unknown }) =>
            `${truncateLabel(name, CATEGORY_LABEL_MAX_CHARACTERS)}: ${formatChartValue(
              value,
              look.decimals,
              settings.locale,
            )}`,
        },
      };
    }),
  };
}
