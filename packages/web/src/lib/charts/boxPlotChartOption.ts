import type { ChartData } from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import {
  AXIS_NAME_STYLE,
  axisTitle,
  columnLook,
  escapeHtml,
  formatChartValue,
} from './chartOptionParts';
import type { ChartOptionSettings } from './chartOptionSettings';
import { CATEGORY_LABEL_MAX_CHARACTERS, truncateLabel } from './truncateLabel';

/** Minimum, lower quartile, median, upper quartile, maximum; null without values. */
export function fiveNumberSummary(
  values: readonly (number | null)[],
): [number, number, number, number, number] | null {
  const sorted = values
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  // Linear interpolation between closest ranks (the spreadsheet QUARTILE.INC rule).
  const quantile = (p: number) => {
    const rank = p * (sorted.length - 1);
    const below = Math.floor(rank);
    const above = Math.min(below + 1, sorted.length - 1);
    return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
  };
  return [sorted[0]!, quantile(0.25), quantile(0.5), quantile(0.75), sorted.at(-1)!];
}

/**
 * A box per series: the spread of its values over the categories (e.g. the
 * athletes' totals), so a box plot reads the same aggregated data as the other types.
 */
export function boxPlotChartOption(
  data: ChartData,
  settings: ChartOptionSettings,
): EChartsCoreOption {
  const looks = data.series.map(({ columnId }) => columnLook(settings, columnId));
  const boxes = data.series.map(({ values }) => fiveNumberSummary(values));
  const names = ['Minimum', 'Lower quartile', 'Median', 'Upper quartile', 'Maximum'];
  return {
    animation: false,
    grid: {
      left: 8,
      right: 16,
      top: 32,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: {
      trigger: 'item',
      formatter: (param: { dataIndex?: number }) => {
        const look = looks[param.dataIndex ?? 0];
        const box = boxes[param.dataIndex ?? 0];
        if (!look || !box) return '';
        return [
          escapeHtml(look.name),
          ...box.map(
            (value, index) =>
              `${names[index]}: <b>${formatChartValue(value, look.decimals, settings.locale)}</b>`,
          ),
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: looks.map(({ name }) => name),
      axisTick: { show: false },
      axisLabel: {
        interval: 0,
        formatter: (value: string) => truncateLabel(value, CATEGORY_LABEL_MAX_CHARACTERS),
      },
    },
    yAxis: {
      type: 'value',
      name: axisTitle(looks.map(({ name }) => name)),
      nameLocation: 'end',
      nameTextStyle: { ...AXIS_NAME_STYLE, align: 'left' },
    },
    series: [
      {
        type: 'boxplot',
        data: boxes.map((box, index) => ({
          value: box ?? [],
          itemStyle: { color: `${looks[index]!.color}33`, borderColor: looks[index]!.color },
        })),
        label: {
          show: settings.displayDataLabels,
          position: 'top',
          formatter: ({ dataIndex }: { dataIndex: number }) =>
            formatChartValue(
              boxes[dataIndex]?.[2],
              looks[dataIndex]?.decimals ?? 0,
              settings.locale,
            ),
        },
      },
    ],
  };
}
