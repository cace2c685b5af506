import {
  reportColumnInUnits,
  type ChartDataType,
  type DatasetTable,
  type UnitSystem,
} from '@touchline/domain';

/** A dataset column as the builder lists it and the charts draw it: in the person's units. */
export interface ReportColumn {
  id: string;
  /** In the person's units, e.g. 'Total Distance (yd)'. */
  name: string;
  chartDataType: ChartDataType;
  color: string;
  /** Data-label decimals (docs/product/reporting.md §9). */
  decimals: number;
  /** A stored value in the person's units. */
  inUnits: (value: number) => number;
}

/** Every column of the table, relabelled and converted into the person's units. */
export function reportColumns(table: DatasetTable, unitSystem: UnitSystem): ReportColumn[] {
  return table.columns.map((column) => {
    const units = reportColumnInUnits(column, unitSystem);
    return {
      id: column.id,
      name: units.name,
      chartDataType: column.chartDataType,
      color: column.color,
      decimals: units.decimals,
      inUnits: (value: number) => units.value(value),
    };
  });
}

/** The builder's X-axis choices: categories and dates. */
export const categoryColumns = (columns: readonly ReportColumn[]) =>
  columns.filter(({ chartDataType }) => chartDataType === 'category' || chartDataType === 'time');

/** The builder's Y-axis choices: metrics. */
export const seriesColumns = (columns: readonly ReportColumn[]) =>
  columns.filter(({ chartDataType }) => chartDataType === 'series');
