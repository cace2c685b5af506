import { defaultChartChoice, type DatasetTable } from '@touchline/domain';
import type { ReportColumn } from '../../../lib/reporting/reportColumns';
import {
  datasetChartSpec,
  datasetChartTitle,
  rowRunsOf,
  tableRowCount,
  uniqueTitle,
  type DatasetChart,
  type DatasetChartChoice,
} from './datasetChart';

const nameOf = (columns: readonly ReportColumn[], id: string) =>
  columns.find((column) => column.id === id)?.name ?? id;

/** A chart of the choice over the view's rows, titled by its fields (unique among `taken`). */
export function newDatasetChart(
  choice: DatasetChartChoice,
  columns: readonly ReportColumn[],
  rowIndices: readonly number[],
  taken: readonly string[],
): Omit<DatasetChart, 'id'> {
  const title = datasetChartTitle(
    nameOf(columns, choice.categoryId),
    choice.seriesIds.map((id) => nameOf(columns, id)),
  );
  return {
    title: uniqueTitle(title, taken),
    spec: datasetChartSpec(choice),
    rowRuns: rowRunsOf(rowIndices),
  };
}

/**
 * The tour's demo chart (docs/product/reporting.md §4): Total Distance by Athlete Name as a
 * column chart of sums over every row of the dataset (its first metric when
 * it has no distance); null when it has no metric to show.
 */
export function demoDatasetChart(
  table: DatasetTable,
  columns: readonly ReportColumn[],
): DatasetChart | null {
  const choice = defaultChartChoice(columns);
  if (choice.seriesIds.length === 0) return null;
  const rowCount = tableRowCount(table);
  const chart = newDatasetChart(choice, columns, [], []);
  return { ...chart, id: 'demo-chart', rowRuns: rowCount > 0 ? [0, rowCount] : [] };
}
