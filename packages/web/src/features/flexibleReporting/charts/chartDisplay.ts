import {
  aggregateChart,
  chartQueryOf,
  reportColumnInUnits,
  type ChartData,
  type DatasetTable,
  type ReportRange,
  type UnitSystem,
} from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { chartOption } from '../../../lib/charts/chartOption';
import type { ChartColumnLook } from '../../../lib/charts/chartOptionSettings';
import type { ChartDraft } from './chartDraft';
import type { ReportColumn } from './reportColumns';

export type ReportLocale = 'en-US' | 'en-GB';

/** A chart ready to draw or tabulate: its data in the person's units, and its ECharts option. */
export interface ChartDisplay {
  data: ChartData;
  /** By column id, the category's and each series' label, colour and decimals. */
  looks: Record<string, ChartColumnLook>;
  categoryLabel: (category: string) => string;
  option: EChartsCoreOption;
  /** spec 02 §8: no category, or not one value to show ('NO DATA'). */
  hasData: boolean;
}

/** A 'yyyy-MM-dd' date as the locale writes it: MM/dd/yyyy (en-US) or dd/MM/yyyy (en-GB). */
export function localDate(date: string, locale: ReportLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return locale === 'en-US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Where and for whom a chart is drawn. */
export interface ChartSetting {
  table: DatasetTable;
  columns: readonly ReportColumn[];
  unitSystem: UnitSystem;
  locale: ReportLocale;
  /** The report's dates: the acute:chronic ratio's history starts with them. */
  range: ReportRange;
}

/**
 * Aggregates the chart's draft over the dataset (the domain's one module),
 * converts the values into the person's units (a derived series is a
 * percentage or ratio and keeps them) and builds its option.
 */
export function chartDisplay(
  setting: ChartSetting,
  draft: Omit<ChartDraft, 'title'>,
): ChartDisplay {
  const { table, columns, unitSystem, locale } = setting;
  const config = draft.chartConfig;
  const raw = aggregateChart(
    table,
    chartQueryOf(config, draft.sortConfig, draft.filters, setting.range),
  );
  const byId = new Map(columns.map((column) => [column.id, column]));
  const storedById = new Map(table.columns.map((column) => [column.id, column]));
  const looks: Record<string, ChartColumnLook> = {};
  const categoryColumn = byId.get(config.cell_range.columns[0] ?? '');
  if (categoryColumn) {
    looks[categoryColumn.id] = {
      name: categoryColumn.name,
      color: categoryColumn.color,
      decimals: 0,
    };
  }
  const series = raw.series.map(({ columnId, values }) => {
    const stored = storedById.get(columnId);
    const units = stored
      ? reportColumnInUnits(stored, unitSystem, config.derived_series)
      : { name: columnId, value: (value: number) => value, decimals: 0 };
    looks[columnId] = {
      name: units.name,
      color: stored?.color ?? '#1fb57a',
      decimals: units.decimals,
    };
    return {
      columnId,
      values: values.map((value) => (value === null ? null : units.value(value))),
    };
  });
  const data: ChartData = { ...raw, series };
  const categoryLabel =
    categoryColumn?.chartDataType === 'time'
      ? (category: string) => localDate(category, locale)
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
      displayDataLabels: draft.displayDataLabels,
      locale,
      categoryLabel,
    }),
  };
}
