import { describe, expect, it } from 'vitest';
import {
  datasetChartTitle,
  rowRunsOf,
  rowsOfRuns,
  tableOfRuns,
  uniqueTitle,
  type DatasetChartChoice,
} from './datasetChart';
import { datasetChartDisplay, datasetChartSetting } from './datasetChartDisplay';
import { demoDatasetChart, newDatasetChart } from './newDatasetChart';
import { chartDataset } from './testing/chartDataset';

const dataset = chartDataset();
const metric = datasetChartSetting(dataset, 'metric');
const choice = (change: Partial<DatasetChartChoice> = {}): DatasetChartChoice => ({
  chartType: 'column',
  categoryId: 'athlete_name',
  seriesIds: ['total_distance_m', 'sprint_events'],
  aggregation: 'sum',
  ...change,
});
/** A chart of the view's rows (Cat's row filtered out, in the grid's sort order). */
const chartOf = (picked: DatasetChartChoice, rows: number[] = [4, 0, 2, 1, 3]) => ({
  id: 'c1',
  ...newDatasetChart(picked, metric.columns, rows, []),
});
const valuesOf = (display: ReturnType<typeof datasetChartDisplay>) =>
  Object.fromEntries(display.data.series.map(({ columnId, values }) => [columnId, values]));

describe('a chart of the grid view', () => {
  it('sums the view rows by athlete, segments included', () => {
    const display = datasetChartDisplay(metric, chartOf(choice()));
    expect(display.data.categories).toEqual(['Ann', 'Bob']);
    // Ann 5000 + 1000 (Warm Up) + 9000; Bob 4000 + 8000. Sprints 4 + 0 + 10, 2 + 7.
    expect(valuesOf(display)).toEqual({
      total_distance_m: [15000, 12000],
      sprint_events: [14, 9],
    });
    expect(display.data.rowCount).toBe(5);
    expect(display.hasData).toBe(true);
  });

  it('averages per athlete by date, in the dataset date format', () => {
    const chart = chartOf(
      choice({
        categoryId: 'start_date',
        seriesIds: ['total_distance_m'],
        aggregation: 'avgByAthlete',
      }),
    );
    const display = datasetChartDisplay(metric, chart);
    // Monday 5000 + 4000 + 1000 over Ann and Bob; Saturday 9000 + 8000 over the same two.
    expect(display.data.categories).toEqual(['2026-03-02', '2026-03-07']);
    expect(valuesOf(display)).toEqual({ total_distance_m: [5000, 8500] });
    expect(display.data.categories.map(display.categoryLabel)).toEqual([
      '02/03/2026',
      '07/03/2026',
    ]);
  });

  it('takes the maximum over every row of an unfiltered view', () => {
    const chart = chartOf(
      choice({ categoryId: 'start_date', seriesIds: ['sprint_events'], aggregation: 'max' }),
      [0, 1, 2, 3, 4, 5],
    );
    expect(valuesOf(datasetChartDisplay(metric, chart))).toEqual({ sprint_events: [4, 10] });
  });

  it("shows distances in the person's units", () => {
    const imperial = datasetChartSetting(dataset, 'imperial');
    const display = datasetChartDisplay(
      imperial,
      chartOf(choice({ seriesIds: ['total_distance_m'] })),
    );
    const [ann, bob] = display.data.series[0]!.values;
    expect(ann).toBeCloseTo(15000 / 0.9144, 6);
    expect(bob).toBeCloseTo(12000 / 0.9144, 6);
    expect(display.looks['total_distance_m']?.name).toBe('Total Distance (yd)');
  });

  it('has no data when the view had no rows', () => {
    const display = datasetChartDisplay(metric, chartOf(choice(), []));
    expect(display.hasData).toBe(false);
  });
});

describe('the rows a chart keeps', () => {
  it('keeps ascending runs and gives the same rows back', () => {
    expect(rowRunsOf([4, 0, 2, 1, 3, 9, 7, 8, 3])).toEqual([0, 5, 7, 3]);
    expect(rowsOfRuns([0, 5, 7, 3])).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
    expect(rowRunsOf([])).toEqual([]);
  });

  it('uses the table itself for all of its rows, else a table of the rows', () => {
    expect(tableOfRuns(dataset.table, [0, 6])).toBe(dataset.table);
    const part = tableOfRuns(dataset.table, [1, 2, 5, 1]);
    const names = part.columns.find(({ id }) => id === 'athlete_name')!.rows;
    expect(names).toEqual(['Bob', 'Ann', 'Cat']);
  });
});

describe('titles', () => {
  it('names the series without units, by the category', () => {
    expect(datasetChartTitle('Athlete Name', ['Total Distance (m)'])).toBe(
      'Total Distance by Athlete Name',
    );
    expect(
      datasetChartTitle('Start Date', ['Total Distance (yd)', 'Sprint Events', 'Workload']),
    ).toBe('Total Distance, Sprint Events and Workload by Start Date');
    expect(uniqueTitle('A', ['A', 'A (2)'])).toBe('A (3)');
    expect(uniqueTitle('B', ['A'])).toBe('B');
  });

  it('builds the demo chart over the whole dataset', () => {
    const demo = demoDatasetChart(dataset.table, metric.columns)!;
    expect(demo.title).toBe('Total Distance by Athlete Name');
    expect(demo.spec.chartConfig.chart_type).toBe('column');
    expect(demo.spec.chartConfig.agg_func).toBe('sum');
    expect(valuesOf(datasetChartDisplay(metric, demo))).toEqual({
      total_distance_m: [15000, 12000, 3000],
    });
  });
});
