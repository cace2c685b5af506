import type { ReportLocale } from './preferredLocale';
import {
  aggregateChart,
  chartQueryOf,
  encodedTableOf,
  reportColumnInUnits,
  type ChartConfig,
  type ChartData,
  type ChartSpec,
  type ReportColumnUnits,
  type DatasetTable,
  type ReportRange,
  type UnitSystem,
} from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { chartOption } from '../charts/chartOption';
import type { ChartColumnLook } from '../charts/chartOptionSettings';
import type { ReportColumn } from './reportColumns';

export type { ReportLocale } from './preferredLocale';

/** A chart ready to draw or tabulate: its data in the person's units, and its ECharts option. */
export interface ChartDisplay {
  data: ChartData;
  /** By column id, the category's and each series' label, colour and decimals. */
  looks: Record<string, ChartColumnLook>;
  categoryLabel: (category: string) => string;
  option: EChartsCoreOption;
  /** docs/product/reporting.md §8: no category, or not one value to show ('NO DATA'). */
  hasData: boolean;
}

/** A 'yyyy-MM-dd' date in the report's Date Format: MM/DD/YYYY or DD/MM/YYYY (docs/product/reporting.md §2). */
export function reportDate(date: string, dateFormat: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return dateFormat === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Where and for whom a chart is drawn. */
export interface ChartSetting {
  table: DatasetTable;
  columns: readonly ReportColumn[];
  unitSystem: UnitSystem;
  /** Number formats. */
  locale: ReportLocale;
  /** The report's Date Format, for dates on axes, tables and filters. */
  dateFormat: string;
  /** The report's dates: the acute:chronic ratio's history starts with them. */
  range: ReportRange;
}

/** A chart's columns' labels, colours and decimals in the person's units; cheap (no aggregation). */
export function chartLooks(
  setting: ChartSetting,
  config: ChartConfig,
): { looks: Record<string, ChartColumnLook>; units: Map<string, ReportColumnUnits> } {
  const [categoryId = '', ...seriesIds] = config.cell_range.columns;
  const looks: Record<string, ChartColumnLook> = {};
  const units = new Map<string, ReportColumnUnits>();
  const category = setting.columns.find(({ id }) => id === categoryId);
  if (category) looks[categoryId] = { name: category.name, color: category.color, decimals: 0 };
  for (const columnId of seriesIds) {
    const stored = setting.table.columns.find(({ id }) => id === columnId);
    const inUnits = stored
      ? reportColumnInUnits(stored, setting.unitSystem, config.derived_series)
      : { name: columnId, value: (value: number) => value, decimals: 0 };
    units.set(columnId, inUnits);
    looks[columnId] = {
      name: inUnits.name,
      color: stored?.color ?? '#1fb57a',
      decimals: inUnits.decimals,
    };
  }
  return { looks, units };
}

/**
 * Aggregates the chart over the dataset (the domain's one module),
 * converts the values into the person's units (a derived series is a
 * percentage or ratio and keeps them) and builds its option.
 */
export function chartDisplay(setting: ChartSetting, chart: ChartSpec): ChartDisplay {
  const config = chart.chartConfig;
  const raw = aggregateChart(
    encodedTableOf(setting.table),
    chartQueryOf(config, chart.sortConfig, chart.filters, setting.range),
  );
  const { looks, units } = chartLooks(setting, config);
  const series = raw.series.map(({ columnId, values }) => {
    const inUnits = units.get(columnId)?.value ?? ((value: number) => value);
    return {
      columnId,
      values: values.map((value) => (value === null ? null : inUnits(value))),
    };
  });
  const data: ChartData = { ...raw, series };
  const categoryColumn = setting.columns.find(({ id }) => id === config.cell_range.columns[0]);
  const categoryLabel =
    categoryColumn?.chartDataType === 'time'
      ? (category: string) => reportDate(category, setting.dateFormat)
      : (category: string) => category;
  const hasData =
    data.categories.length > 0 &&
    series.some(({ values }) => values.some((value) => value !== null));
  return {
    data,
    looks,
    categoryLabel,
    hasData,
    option: chartOption(config, data, {
      columns: looks,
      displayDataLabels: chart.displayDataLabels,
      locale: setting.locale,
      categoryLabel,
    }),
  };
}
