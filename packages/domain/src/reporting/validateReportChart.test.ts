import { describe, expect, it } from 'vitest';
import { DATASET_COLUMN_DEFINITIONS } from './datasetColumnCatalogue.js';
import {
  validateChartConfig,
  validateChartFilters,
  validateSortConfig,
} from './validateReportChart.js';

const columns = DATASET_COLUMN_DEFINITIONS;
const minimal = {
  cell_range: { columns: ['athlete_name', 'total_distance_m'] },
  chart_type: 'column',
};

function errorsOf(result: { ok: boolean; errors?: unknown }) {
  expect(result.ok).toBe(false);
  return (result as { errors: { path: string[]; message: string }[] }).errors;
}

describe('validateChartConfig', () => {
  it('fills the defaults of every optional key and drops unknown keys', () => {
    const result = validateChartConfig({ ...minimal, colour: 'red' }, columns);
    expect(result).toEqual({
      ok: true,
      value: {
        cell_range: {
          columns: ['athlete_name', 'total_distance_m'],
          row_start_index: null,
          row_end_index: null,
          row_start_pinned: null,
          row_end_pinned: null,
        },
        unlink_chart: false,
        suppress_chart_ranges: true,
        switch_category_series: false,
        chart_type: 'column',
        agg_func: 'sum',
        series_chart_types: [],
        time_frame: null,
        reference_line: null,
        derived_series: null,
      },
    });
  });

  it('keeps what is given and fills a series entry with line on the primary axis', () => {
    const result = validateChartConfig(
      {
        cell_range: {
          columns: ['start_date', 'total_distance_m', 'sprint_events'],
          row_start_index: 0,
        },
        chart_type: 'customCombo',
        agg_func: 'avgByAthlete',
        unlink_chart: true,
        series_chart_types: [
          { col_id: 'total_distance_m', chart_type: 'groupedColumn' },
          { col_id: 'sprint_events', secondary_axis: true },
        ],
        time_frame: 'weekly',
        reference_line: 'squadAverage',
        derived_series: 'percentOfOwnBest',
      },
      columns,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cell_range.row_start_index).toBe(0);
    expect(result.value.unlink_chart).toBe(true);
    expect(result.value.series_chart_types).toEqual([
      { col_id: 'total_distance_m', chart_type: 'groupedColumn', secondary_axis: false },
      { col_id: 'sprint_events', chart_type: 'line', secondary_axis: true },
    ]);
    expect([
      result.value.time_frame,
      result.value.reference_line,
      result.value.derived_series,
    ]).toEqual(['weekly', 'squadAverage', 'percentOfOwnBest']);
  });

  it('rejects a non-object, a missing chart type and unknown types and aggregations', () => {
    expect(errorsOf(validateChartConfig('column'))).toEqual([
      { path: [], message: 'The chart configuration must be an object.' },
    ]);
    expect(errorsOf(validateChartConfig({ cell_range: { columns: ['athlete_name'] } }))).toEqual([
      { path: ['chart_type'], message: 'Choose a chart type.' },
    ]);
    expect(
      errorsOf(validateChartConfig({ ...minimal, chart_type: 'donut', agg_func: 'median' })),
    ).toEqual([
      { path: ['chart_type'], message: 'Unknown chart type "donut".' },
      { path: ['agg_func'], message: 'Unknown aggregation "median".' },
    ]);
  });

  it('needs an X-axis field and column ids', () => {
    expect(errorsOf(validateChartConfig({ chart_type: 'line' }))).toEqual([
      { path: ['cell_range'], message: 'Choose the chart’s data fields.' },
    ]);
    expect(
      errorsOf(validateChartConfig({ chart_type: 'line', cell_range: { columns: [] } })),
    ).toEqual([{ path: ['cell_range', 'columns'], message: 'Choose an X-axis field.' }]);
    expect(
      errorsOf(
        validateChartConfig({
          chart_type: 'line',
          cell_range: { columns: ['athlete_name', 3, 'athlete_name'] },
        }),
      ),
    ).toEqual([
      { path: ['cell_range', 'columns', '1'], message: 'Each data field must be a column id.' },
      {
        path: ['cell_range', 'columns', '2'],
        message: 'The data field "athlete_name" is chosen twice.',
      },
    ]);
  });

  it('checks ids and kinds against the dataset columns when they are given', () => {
    const config = {
      chart_type: 'line',
      cell_range: { columns: ['total_distance_m', 'athlete_name', 'nope', 'tags'] },
    };
    expect(validateChartConfig(config).ok).toBe(true);
    expect(errorsOf(validateChartConfig(config, columns))).toEqual([
      {
        path: ['cell_range', 'columns', '0'],
        message: '"Total Distance (m)" cannot be an X-axis field.',
      },
      { path: ['cell_range', 'columns', '1'], message: '"Athlete Name" cannot be a Y-axis field.' },
      { path: ['cell_range', 'columns', '2'], message: 'Unknown data field "nope".' },
      { path: ['cell_range', 'columns', '3'], message: '"Tags" cannot be a Y-axis field.' },
    ]);
  });

  it('allows series chart types only for the chart’s series and the secondary axis only for lines', () => {
    const result = validateChartConfig({
      ...minimal,
      series_chart_types: [
        { col_id: 'athlete_name' },
        { col_id: 'total_distance_m', chart_type: 'stackedColumn', secondary_axis: true },
        { col_id: 'total_distance_m' },
        { col_id: 'total_distance_m', chart_type: 'area' },
      ],
    });
    expect(errorsOf(result)).toEqual([
      {
        path: ['series_chart_types', '0', 'col_id'],
        message: '"athlete_name" is not a Y-axis field of this chart.',
      },
      {
        path: ['series_chart_types', '1', 'secondary_axis'],
        message: 'Only line series can use the secondary axis.',
      },
      {
        path: ['series_chart_types', '2', 'col_id'],
        message: 'The series "total_distance_m" has two chart types.',
      },
      {
        path: ['series_chart_types', '3', 'col_id'],
        message: 'The series "total_distance_m" has two chart types.',
      },
    ]);
  });

  it('allows a time frame only on a date X-axis field, and a derived series only with a series', () => {
    expect(errorsOf(validateChartConfig({ ...minimal, time_frame: 'weekly' }, columns))).toEqual([
      { path: ['time_frame'], message: 'A time frame applies only to a date X-axis field.' },
    ]);
    expect(errorsOf(validateChartConfig({ ...minimal, time_frame: 'yearly' }))).toEqual([
      { path: ['time_frame'], message: 'Unknown time frame "yearly".' },
    ]);
    expect(
      errorsOf(
        validateChartConfig({
          chart_type: 'column',
          cell_range: { columns: ['start_date'] },
          derived_series: 'acuteChronicRatio',
        }),
      ),
    ).toEqual([{ path: ['derived_series'], message: 'A derived series needs a Y-axis field.' }]);
  });

  it('rejects flags and indexes of the wrong type', () => {
    expect(
      errorsOf(
        validateChartConfig({
          ...minimal,
          cell_range: { columns: ['athlete_name'], row_end_index: -1, row_start_pinned: 4 },
          unlink_chart: 'yes',
        }),
      ),
    ).toEqual([
      {
        path: ['cell_range', 'row_end_index'],
        message: 'row_end_index must be a whole number, 0 or more.',
      },
      { path: ['cell_range', 'row_start_pinned'], message: 'row_start_pinned must be text.' },
      { path: ['unlink_chart'], message: 'unlink_chart must be true or false.' },
    ]);
  });
});

describe('validateSortConfig', () => {
  it('accepts a list of column sorts, and null as none', () => {
    expect(validateSortConfig(null)).toEqual({ ok: true, value: [] });
    expect(
      validateSortConfig([
        { col_id: 'athlete_name', sort: 'asc', extra: 1 },
        { col_id: 'total_distance_m', sort: 'desc' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { col_id: 'athlete_name', sort: 'asc' },
        { col_id: 'total_distance_m', sort: 'desc' },
      ],
    });
  });

  it('rejects other shapes, directions and a column sorted twice', () => {
    expect(errorsOf(validateSortConfig({ col_id: 'a', sort: 'asc' }))).toEqual([
      { path: [], message: 'The sort configuration must be a list.' },
    ]);
    expect(
      errorsOf(
        validateSortConfig([
          'athlete_name',
          { sort: 'asc' },
          { col_id: 'a', sort: 'up' },
          { col_id: 'b', sort: 'asc' },
          { col_id: 'b', sort: 'desc' },
        ]),
      ),
    ).toEqual([
      { path: ['0'], message: 'Each sort entry must be an object.' },
      { path: ['1', 'col_id'], message: 'Each sort entry needs a column id.' },
      { path: ['2', 'sort'], message: 'Sort must be "asc" or "desc", not "up".' },
      { path: ['4', 'col_id'], message: 'The column "b" is sorted twice.' },
    ]);
  });
});

describe('validateChartFilters', () => {
  it('accepts set and text filters on filterable fields and drops null fields', () => {
    expect(validateChartFilters(undefined)).toEqual({ ok: true, value: {} });
    expect(
      validateChartFilters({
        segment_name: { filterType: 'set', values: ['Whole Session', 'Warm Up'] },
        athlete_name: {
          filterType: 'text',
          conditions: [{ filter: 'ann' }, { type: 'contains', filter: 'bo' }],
        },
        tags: null,
      }),
    ).toEqual({
      ok: true,
      value: {
        segment_name: { filterType: 'set', values: ['Whole Session', 'Warm Up'] },
        athlete_name: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { type: 'contains', filter: 'ann' },
            { type: 'contains', filter: 'bo' },
          ],
        },
      },
    });
  });

  it('rejects other fields, filter types, operators and conditions', () => {
    expect(errorsOf(validateChartFilters([]))).toEqual([
      { path: [], message: 'Filters must be an object.' },
    ]);
    expect(
      errorsOf(
        validateChartFilters({
          total_distance_m: { filterType: 'set', values: [] },
          tags: { filterType: 'number' },
          athlete_groups: { filterType: 'set', values: [1] },
          athlete_position: { filterType: 'text', operator: 'AND', conditions: [] },
          session_type: {
            filterType: 'text',
            conditions: [{ type: 'equals', filter: 'Match' }, {}],
          },
          start_date: 'today',
        }),
      ),
    ).toEqual([
      { path: ['total_distance_m'], message: 'The field "total_distance_m" cannot be filtered.' },
      { path: ['tags', 'filterType'], message: 'A filter’s type must be "set" or "text".' },
      {
        path: ['athlete_groups', 'values'],
        message: 'A set filter’s values must be a list of texts.',
      },
      {
        path: ['athlete_position', 'operator'],
        message: 'A text filter joins its conditions with OR.',
      },
      {
        path: ['session_type', 'conditions', '0', 'type'],
        message: 'A text filter’s conditions are "contains" conditions.',
      },
      {
        path: ['session_type', 'conditions', '1'],
        message: 'Each condition needs the text to look for.',
      },
      { path: ['start_date'], message: 'A filter must be an object.' },
    ]);
  });

  it('caps the conditions at 10,000 in all', () => {
    const conditions = (n: number) =>
      Array.from({ length: n }, (_, k) => ({ type: 'contains', filter: `a${k}` }));
    const values = (n: number) => Array.from({ length: n }, (_, k) => `2026-01-${k}`);
    expect(
      validateChartFilters({
        athlete_name: { filterType: 'text', operator: 'OR', conditions: conditions(9_000) },
        start_date: { filterType: 'set', values: values(1_000) },
      }).ok,
    ).toBe(true);
    expect(
      errorsOf(
        validateChartFilters({
          athlete_name: { filterType: 'text', operator: 'OR', conditions: conditions(9_000) },
          start_date: { filterType: 'set', values: values(1_001) },
        }),
      ),
    ).toEqual([{ path: [], message: 'Filters can hold at most 10,000 conditions.' }]);
  });
});
