import {
  DATASET_COLUMN_DEFINITIONS,
  datasetTableFromRows,
  newChartConfig,
  type ChartConfig,
} from '@touchline/domain';
import type { ReportChartFieldsFragment } from '../../../../gql/graphql';
import type { ReportDataset } from '../../../../lib/reporting/datasetTableFields';

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
 * The columns the rows fill: every descriptive one and two metrics. A column more is a
 * checkbox more on each chart's builder: the other 26 metrics slowed every test down.
 */
const COLUMNS = DATASET_COLUMN_DEFINITIONS.filter(
  ({ id, quantity }) => quantity === null || id === 'total_distance_m' || id === 'max_speed_kph',
);

/**
 * Six rows worked out by hand: Ann and Bob in Monday's training (a Warm Up
 * segment too) and Saturday's match (Bob has no position and no group).
 * Whole Session distances: Ann 5000 + 9000, Bob 4000 + 8000.
 */
export function reportDataset(): ReportDataset {
  const table = datasetTableFromRows(
    [
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
    ],
    COLUMNS,
  );
  return {
    id: 'dataset-1',
    status: 'Completed',
    startsAt: '2026-03-01',
    endsAt: '2026-03-07',
    csvTemplateId: null,
    dateFormat: 'MM/DD/YYYY',
    rowCount: 6,
    table,
  };
}

export function chartConfig(change: Partial<ChartConfig> = {}): ChartConfig {
  return {
    ...newChartConfig({
      chartType: 'column',
      categoryId: 'athlete_name',
      seriesIds: ['total_distance_m'],
      aggregation: 'sum',
    }),
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
