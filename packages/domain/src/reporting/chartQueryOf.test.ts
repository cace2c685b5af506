import { describe, expect, it } from 'vitest';
import { chartQueryOf } from './chartQueryOf.js';
import { newChartConfig } from './newChartSpec.js';
import type { ChartConfig } from './reportingTypes.js';

describe('chartQueryOf', () => {
  it('reads the X column, the series, the aggregation and the extensions of a saved chart', () => {
    const config: ChartConfig = {
      ...newChartConfig({
        chartType: 'column',
        categoryId: 'week_start_date',
        seriesIds: ['total_distance_m', 'sprint_events'],
        aggregation: 'avgByAthlete',
      }),
      time_frame: 'monthly',
      derived_series: 'percentOfOwnBest',
    };
    const filters = { tags: { filterType: 'set' as const, values: ['Heavy'] } };
    const sort = [{ col_id: 'sprint_events', sort: 'desc' as const }];
    expect(
      chartQueryOf(config, sort, filters, { startsOn: '2026-03-01', endsOn: '2026-03-31' }),
    ).toEqual({
      categoryColumnId: 'week_start_date',
      seriesColumnIds: ['total_distance_m', 'sprint_events'],
      aggregation: 'avgByAthlete',
      timeFrame: 'monthly',
      filters,
      sort,
      derivedSeries: 'percentOfOwnBest',
      range: { startsOn: '2026-03-01', endsOn: '2026-03-31' },
    });
  });

  it('has no time frame nor derived series when the configuration has none', () => {
    const query = chartQueryOf(
      { cell_range: { columns: ['athlete_name'] }, agg_func: 'sum' } as ChartConfig,
      [],
      {},
    );
    expect(query).toMatchObject({
      seriesColumnIds: [],
      timeFrame: null,
      derivedSeries: null,
      range: null,
    });
  });
});
