import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage/localStore';
import { datasetChartSpec, type DatasetChart } from './datasetChart';
import { readSavedCharts, saveCharts } from './savedCharts';
import { chartDataset } from './testing/chartDataset';

const table = chartDataset().table;
const chart = (id: string, rowRuns = [0, 6]): DatasetChart => ({
  id,
  title: `Chart ${id}`,
  rowRuns,
  spec: datasetChartSpec({
    chartType: 'bar',
    categoryId: 'athlete_name',
    seriesIds: ['total_distance_m'],
    aggregation: 'avgByAthlete',
  }),
});
const storedDatasetIds = () =>
  Object.keys(
    (
      JSON.parse(localStorage.getItem(STORAGE_KEYS.csvBuilderCharts) ?? '{}') as {
        datasets: Record<string, unknown>;
      }
    ).datasets,
  );

beforeEach(() => localStorage.clear());

describe('saved charts', () => {
  it('keeps every dataset under one key and gives each its own back', () => {
    saveCharts('d1', [chart('a'), chart('b', [1, 2, 5, 1])]);
    saveCharts('d2', [chart('c')]);
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.csvBuilderCharts]);
    expect(storedDatasetIds()).toEqual(['d1', 'd2']);
    expect(readSavedCharts('d1', table)).toEqual([chart('a'), chart('b', [1, 2, 5, 1])]);
    expect(readSavedCharts('d2', table)).toEqual([chart('c')]);
    expect(readSavedCharts('d3', table)).toEqual([]);
  });

  it("replaces a dataset's charts, and removes its entry when none are left", () => {
    saveCharts('d1', [chart('a'), chart('b')]);
    saveCharts('d2', [chart('c')]);
    saveCharts('d1', [chart('b')]);
    expect(readSavedCharts('d1', table)).toEqual([chart('b')]);
    saveCharts('d1', []);
    expect(storedDatasetIds()).toEqual(['d2']);
  });

  it('ignores a corrupt value, and writes over it', () => {
    for (const text of ['{not json', '[]', '{"version":1,"datasets":[]}', '{"version":2}']) {
      localStorage.setItem(STORAGE_KEYS.csvBuilderCharts, text);
      expect(readSavedCharts('d1', table)).toEqual([]);
    }
    saveCharts('d1', [chart('a')]);
    expect(readSavedCharts('d1', table)).toEqual([chart('a')]);
  });

  it("leaves out a chart that does not fit the dataset's table", () => {
    const unknownColumn = chart('x');
    unknownColumn.spec.chartConfig.cell_range.columns = ['athlete_name', 'no_such_metric'];
    localStorage.setItem(
      STORAGE_KEYS.csvBuilderCharts,
      JSON.stringify({
        version: 1,
        datasets: {
          d1: [
            chart('ok'),
            chart('past-the-end', [4, 3]),
            chart('overlapping', [0, 3, 2, 2]),
            { ...chart('no-title'), title: 7 },
            unknownColumn,
            null,
          ],
        },
      }),
    );
    expect(readSavedCharts('d1', table).map(({ id }) => id)).toEqual(['ok']);
  });
});
