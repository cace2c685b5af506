import {
  decimateChartData,
  type ChartConfig,
  type ChartData,
  type SeriesChartType,
} from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import {
  AXIS_NAME_STYLE,
  REFERENCE_LINE_COLOUR,
  axisTitle,
  axisTooltipFormatter,
  categoryLabels,
  columnLook,
  formatChartValue,
  legendFor,
} from './chartOptionParts';
import { REPORT_CHART_IMAGE_SIZE } from './chartImage';
import type { ChartOptionSettings } from './chartOptionSettings';
import { showsAcuteChronicRatio, sweetSpotBand } from './sweetSpotBand';
import { CATEGORY_LABEL_MAX_CHARACTERS, truncateLabel } from './truncateLabel';

/** How one series is drawn: as a column (stacked or not) or a line, on which value axis. */
export interface SeriesDrawing {
  kind: SeriesChartType;
  secondaryAxis: boolean;
}

/**
 * Each series' drawing. The combos read series_chart_types (Column & Line
 * defaults to a first column and lines on a second axis, Custom Combo to
 * lines); only a line may sit on the secondary axis (docs/product/reporting.md §5).
 */
export function seriesDrawings(config: ChartConfig, seriesIds: readonly string[]): SeriesDrawing[] {
  const type = config.chart_type;
  return seriesIds.map((columnId, index) => {
    let drawing: SeriesDrawing;
    if (type === 'line') drawing = { kind: 'line', secondaryAxis: false };
    else if (type === 'stackedColumn' || type === 'stackedBar')
      drawing = { kind: 'stackedColumn', secondaryAxis: false };
    else if (type === 'customCombo' || type === 'columnLineCombo') {
      const chosen = config.series_chart_types.find((entry) => entry.col_id === columnId);
      const fallback: SeriesDrawing =
        type === 'customCombo'
          ? { kind: 'line', secondaryAxis: false }
          : index === 0
            ? { kind: 'groupedColumn', secondaryAxis: false }
            : { kind: 'line', secondaryAxis: true };
      drawing = chosen
        ? { kind: chosen.chart_type, secondaryAxis: chosen.secondary_axis }
        : fallback;
    } else drawing = { kind: 'groupedColumn', secondaryAxis: false };
    return { ...drawing, secondaryAxis: drawing.kind === 'line' && drawing.secondaryAxis };
  });
}

/** A series' mean over its categories with a value; null without any. */
function meanOf(values: readonly (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : sum / count;
}

/**
 * Column, bar, line and combo charts (docs/product/reporting.md §3). A chart of
 * thousands of categories draws them decimated to the width charts are printed
 * and exported at (decimateChartData); its squad average is still every
 * category's.
 */
export function cartesianChartOption(
  config: ChartConfig,
  everyPoint: ChartData,
  settings: ChartOptionSettings,
): EChartsCoreOption {
  const data = decimateChartData(everyPoint, REPORT_CHART_IMAGE_SIZE.width);
  const horizontal = config.chart_type === 'bar' || config.chart_type === 'stackedBar';
  const categoryId = config.cell_range.columns[0] ?? '';
  const seriesIds = data.series.map(({ columnId }) => columnId);
  const looks = seriesIds.map((id) => columnLook(settings, id));
  const drawings = seriesDrawings(config, seriesIds);
  const hasSecondary = drawings.some(({ secondaryAxis }) => secondaryAxis);
  const labels = categoryLabels(data, settings);
  const many = labels.length > 40;

  const rotated = !horizontal && labels.length > 8;
  // The X title sits clear of its labels: their length, as drawn (cut at 18, maybe rotated).
  const longest = Math.min(
    CATEGORY_LABEL_MAX_CHARACTERS,
    Math.max(0, ...labels.map((label) => Array.from(label).length)),
  );
  const labelExtent = horizontal ? longest * 6.5 : rotated ? longest * 6.5 * 0.65 + 6 : 14;
  const categoryAxis = {
    type: 'category',
    data: labels,
    name: axisTitle([columnLook(settings, categoryId).name]),
    nameLocation: 'middle',
    nameGap: labelExtent + 14,
    nameTextStyle: AXIS_NAME_STYLE,
    inverse: horizontal,
    axisTick: { show: false },
    axisLabel: {
      formatter: (value: string) => truncateLabel(value, CATEGORY_LABEL_MAX_CHARACTERS),
      interval: many ? 'auto' : 0,
      hideOverlap: many,
      rotate: rotated ? 40 : 0,
    },
  };
  const valueAxis = (secondary: boolean) => ({
    type: 'value',
    name: axisTitle(
      looks.filter((_, index) => drawings[index]?.secondaryAxis === secondary).map((l) => l.name),
    ),
    // Above a vertical axis; under (or over) a horizontal one, where its labels leave room.
    nameLocation: horizontal ? 'middle' : 'end',
    nameGap: horizontal ? 28 : 15,
    nameTextStyle: horizontal
      ? AXIS_NAME_STYLE
      : { ...AXIS_NAME_STYLE, align: secondary ? 'right' : 'left' },
    position: horizontal ? (secondary ? 'top' : 'bottom') : secondary ? 'right' : 'left',
    splitLine: { show: !secondary },
    axisLabel: { hideOverlap: true },
  });
  const valueAxes = hasSecondary ? [valueAxis(false), valueAxis(true)] : [valueAxis(false)];
  // One band per value axis, on its first ratio series: two would darken each other.
  const banded = new Set<number>();
  const bandOf = (columnId: string, drawing: SeriesDrawing) => {
    const axis = drawing.secondaryAxis ? 1 : 0;
    if (!showsAcuteChronicRatio(config, columnId) || banded.has(axis)) return undefined;
    banded.add(axis);
    return sweetSpotBand(horizontal);
  };

  const series = data.series.map(({ columnId, values }, index) => {
    const look = looks[index]!;
    const average = meanOf(everyPoint.series[index]!.values);
    const drawing = drawings[index]!;
    const stacked = drawing.kind === 'stackedColumn';
    const labelPosition = stacked ? 'inside' : horizontal ? 'right' : 'top';
    return {
      type: drawing.kind === 'line' ? 'line' : 'bar',
      name: look.name,
      data: values,
      ...(stacked ? { stack: 'stacked' } : {}),
      ...(horizontal ? { xAxisIndex: 0 } : { yAxisIndex: drawing.secondaryAxis ? 1 : 0 }),
      itemStyle: { color: look.color },
      ...(drawing.kind === 'line' ? { connectNulls: false, symbolSize: 6 } : { barMaxWidth: 48 }),
      // Two series' labels on one spot: the later one gives way.
      labelLayout: { hideOverlap: true },
      label: {
        show: settings.displayDataLabels,
        position: labelPosition,
        formatter: ({ value }: { value: unknown }) =>
          formatChartValue(value, look.decimals, settings.locale),
      },
      markLine:
        config.reference_line === 'squadAverage'
          ? {
              symbol: 'none',
              silent: true,
              lineStyle: { type: 'dashed', width: 2, color: look.color },
              label: {
                position: 'insideEndTop',
                color: REFERENCE_LINE_COLOUR,
                formatter: ({ value }: { value: unknown }) =>
                  `Squad average: ${formatChartValue(value, look.decimals, settings.locale)}`,
              },
              data:
                average === null
                  ? []
                  : [{ [horizontal ? 'xAxis' : 'yAxis']: average, name: 'Squad average' }],
            }
          : undefined,
      markArea: bandOf(columnId, drawing),
    };
  });

  return {
    animation: false,
    color: looks.map(({ color }) => color),
    legend: legendFor(looks.map(({ name }) => name)),
    grid: {
      left: 8,
      right: 16,
      top: looks.length > 1 ? 44 : 32,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: axisTooltipFormatter(
        looks.map(({ decimals }) => decimals),
        settings.locale,
      ),
    },
    xAxis: horizontal ? valueAxes : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxes,
    series,
  };
}
