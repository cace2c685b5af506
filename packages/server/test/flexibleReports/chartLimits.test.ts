import {
  CHART_SETTINGS_MAX_BYTES,
  DATASET_YEARS,
  MAX_CHART_DATA_FIELDS,
  MAX_CHART_SORT_ENTRIES,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { weeklyDistance } from './reportOperations.js';
import { aReport, createChart, createReport, useReportsWorld } from './reportsWorld.js';

// Chart settings are bounded, and checked by size before anything else
// (found by a hardening probe): a 1 MB chart of 110,000 column ids held up other clubs for
// 12 s, a 30,000-entry sort was stored. A report's range stays in years a
// dataset can be generated for.

useReportsWorld();

const ids = (count: number) => Array.from({ length: count }, (_, index) => `column_${index}`);

describe('chart settings', () => {
  it('of 40,000 data fields and 5,000 sort entries (about 0.8 MB) are refused by their size alone', async () => {
    const report = await aReport();
    const { reportChart, errors } = await createChart(report.id, {
      chartConfig: weeklyDistance({ cell_range: { columns: ids(40_000) } }),
      sortConfig: ids(5_000).map((id) => ({ col_id: id, sort: 'asc' })),
    });
    expect(reportChart).toBeNull();
    const kb = CHART_SETTINGS_MAX_BYTES / 1024;
    expect(errors).toEqual([
      {
        path: ['attributes', 'chartConfig'],
        fullMessages: [`The chart’s configuration is too large (at most ${kb} KB).`],
      },
      {
        path: ['attributes', 'sortConfig'],
        fullMessages: [`The chart’s sort setting is too large (at most ${kb} KB).`],
      },
    ]);
  });

  it(`show at most ${MAX_CHART_DATA_FIELDS} data fields and sort by at most ${MAX_CHART_SORT_ENTRIES} columns`, async () => {
    const report = await aReport();
    const { errors } = await createChart(report.id, {
      chartConfig: weeklyDistance({
        cell_range: { columns: ['week_start_date', ...ids(MAX_CHART_DATA_FIELDS)] },
        series_chart_types: [],
      }),
      sortConfig: ids(MAX_CHART_SORT_ENTRIES + 1).map((id) => ({ col_id: id, sort: 'asc' })),
    });
    expect(errors).toEqual([
      {
        path: ['attributes', 'chartConfig', 'cell_range', 'columns'],
        fullMessages: [`A chart shows at most ${MAX_CHART_DATA_FIELDS} data fields.`],
      },
      {
        path: ['attributes', 'sortConfig'],
        fullMessages: [`A chart sorts by at most ${MAX_CHART_SORT_ENTRIES} columns.`],
      },
    ]);
  });
});

describe("a report's range", () => {
  it.each([
    ['0000-01-01', '0000-06-30'],
    ['9999-01-01', '9999-12-31'],
  ])('from %s is refused up front, naming the years allowed', async (startDate, endDate) => {
    const { report, errors } = await createReport({ startDate, endDate });
    expect(report).toBeNull();
    const years = `must be in the years ${DATASET_YEARS.first} to ${DATASET_YEARS.last}.`;
    expect(errors).toEqual([
      { path: ['attributes', 'startDate'], fullMessages: [`Start date ${years}`] },
      { path: ['attributes', 'endDate'], fullMessages: [`End date ${years}`] },
    ]);
  });
});
