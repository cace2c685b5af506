import { datasetTableFromRows, type ChartConfig } from '@touchline/domain';
import type {
  DatasetTableFieldsFragment,
  ReportChartFieldsFragment,
} from '../../../../gql/graphql';

const ann = {
  athlete_name: 'Ann',
  athlete_id: 'a1',
  athlete_position: 'Forward',
  athlete_groups: ['Attack'],
};
const bob = { athlete_name: 'Bob', athlete_id: 'b1', athlete_position: null, athlete_groups: [] };
const monday = {
  session_id: 's1',
  start_date: '2026-03-02',
  start_time: '09:00',
  week_start_date: '2026-03-02',
  month_start_date: '2026-03-01',
  session_type: 'Training',
};
const saturday = {
  session_id: 's2',
  start_date: '2026-03-07',
  start_time: '15:00',
  week_start_date: '2026-03-02',
  month_start_date: '2026-03-01',
  session_type: 'Match',
};

/**
 * Six rows worked out by hand: Ann and Bob in Monday's training (a Warm Up
 * segment too) and Saturday's match (Bob has no position and no group).
 * Whole Session distances: Ann 5000 + 9000, Bob 4000 + 8000.
 */
export function reportDataset(): DatasetTableFieldsFragment {
  const table = datasetTableFromRows([
    {
      ...ann,
      ...monday,
      segment_name: 'Whole Session',
      total_distance_m: 5000,
      max_speed_kph: 30.12,
      tags: [],
    },
    {
      ...bob,
      ...monday,
      segment_name: 'Whole Session',
      total_distance_m: 4000,
      max_speed_kph: 28.5,
      tags: ['Heavy'],
    },
    {
      ...ann,
      ...monday,
      segment_name: 'Warm Up',
      total_distance_m: 1000,
      max_speed_kph: 20,
      tags: [],
    },
    {
      ...bob,
      ...monday,
      segment_name: 'Warm Up',
      total_distance_m: 800,
      max_speed_kph: 18,
      tags: [],
    },
    {
      ...ann,
      ...saturday,
      segment_name: 'Whole Session',
      total_distance_m: 9000,
      max_speed_kph: 32.04,
      tags: [],
    },
    {
      ...bob,
      ...saturday,
      segment_name: 'Whole Session',
      total_distance_m: 8000,
      max_speed_kph: 31,
      tags: [],
    },
  ]);
  return {
    id: 'dataset-1',
    status: 'Completed',
    startsAt: '2026-03-01',
    endsAt: '2026-03-07',
    csvTemplateId: null,
    dateFormat: 'MM/DD/YYYY',
    rowCount: 6,
    columns: table.columns.map((column) => ({ ...column, rows: column.rows })),
  };
}

export function chartConfig(change: Partial<ChartConfig> = {}): ChartConfig {
  return {
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
    series_chart_types: [{ col_id: 'total_distance_m', chart_type: 'line', secondary_axis: false }],
    time_frame: null,
    reference_line: null,
    derived_series: null,
    ...change,
  };
}

export function reportChart(
  change: Partial<ReportChartFieldsFragment> = {},
): ReportChartFieldsFragment {
  return {
    id: 'chart-1',
    lockVersion: 0,
    flexibleReportId: 'report-1',
    title: 'Distance by athlete',
    position: 1,
    displayDataLabels: false,
    chartConfig: chartConfig(),
    sortConfig: [{ col_id: 'athlete_name', sort: 'asc' }],
    filters: {},
    updatedAt: '2026-03-08T10:00:00Z',
    ...change,
  };
}
