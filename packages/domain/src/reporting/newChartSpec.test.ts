import { describe, expect, it } from 'vitest';
import { chartQueryOf } from './chartQueryOf.js';
import { defaultChartChoice, newChartConfig, newChartSpec } from './newChartSpec.js';
import type { ChartFilters } from './reportingTypes.js';
import { validateChartConfig } from './validateReportChart.js';

const choice = {
  chartType: 'line',
  categoryId: 'start_date',
  seriesIds: ['total_distance_m', 'max_speed_kph'],
  aggregation: 'avgByAthlete',
} as const;

describe('newChartSpec', () => {
  it('puts the X column first, each series a line on the primary axis, and no extensions', () => {
    expect(newChartConfig(choice)).toEqual({
      cell_range: {
        columns: ['start_date', 'total_distance_m', 'max_speed_kph'],
        row_start_index: null,
        row_end_index: null,
        row_start_pinned: null,
        row_end_pinned: null,
      },
      unlink_chart: false,
      suppress_chart_ranges: true,
      switch_category_series: false,
      chart_type: 'line',
      agg_func: 'avgByAthlete',
      series_chart_types: [
        { col_id: 'total_distance_m', chart_type: 'line', secondary_axis: false },
        { col_id: 'max_speed_kph', chart_type: 'line', secondary_axis: false },
      ],
      time_frame: null,
      reference_line: null,
      derived_series: null,
    });
  });

  it('sorts by the X column, ascending, without data labels; filters none unless given', () => {
    expect(newChartSpec(choice)).toMatchObject({
      sortConfig: [{ col_id: 'start_date', sort: 'asc' }],
      filters: {},
      displayDataLabels: false,
    });
    const everyWindow: ChartFilters = {
      segment_name: { filterType: 'text', operator: 'OR', conditions: [] },
    };
    expect(newChartSpec(choice, everyWindow).filters).toBe(everyWindow);
  });

  it('is a configuration the server keeps as it is, and reads as the choice', () => {
    const config = newChartConfig(choice);
    expect(validateChartConfig(config)).toEqual({ ok: true, value: config });
    expect(chartQueryOf(config, [], {})).toMatchObject({
      categoryColumnId: 'start_date',
      seriesColumnIds: ['total_distance_m', 'max_speed_kph'],
      aggregation: 'avgByAthlete',
      timeFrame: null,
    });
  });

  it('starts a builder at Total Distance by Athlete Name as columns of sums, else the first fields', () => {
    const column = (id: string, chartDataType: 'category' | 'time' | 'series' | 'excluded') => ({
      id,
      chartDataType,
    });
    expect(
      defaultChartChoice([
        column('tags', 'excluded'),
        column('start_date', 'time'),
        column('athlete_name', 'category'),
        column('sprint_events', 'series'),
        column('total_distance_m', 'series'),
      ]),
    ).toEqual({
      chartType: 'column',
      categoryId: 'athlete_name',
      seriesIds: ['total_distance_m'],
      aggregation: 'sum',
    });
    expect(
      defaultChartChoice([column('start_date', 'time'), column('sprint_events', 'series')]),
    ).toMatchObject({ categoryId: 'start_date', seriesIds: ['sprint_events'] });
    expect(defaultChartChoice([column('tags', 'excluded')])).toMatchObject({
      categoryId: '',
      seriesIds: [],
    });
  });
});
