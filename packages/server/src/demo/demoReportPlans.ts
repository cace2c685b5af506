import type { ChartFilters, SortConfig } from '@touchline/domain';

/** A chart of a demo report, as the chart builder would save it (docs/product/reporting.md §3 shapes). */
export interface DemoChartPlan {
  title: string;
  /** chartConfig before validation fills in its defaults. */
  chartConfig: Record<string, unknown>;
  sortConfig: SortConfig;
  filters: ChartFilters;
  displayDataLabels: boolean;
}

export interface DemoReportPlan {
  title: string;
  /** The range ends today and covers this many weeks. */
  weeks: number;
  charts: DemoChartPlan[];
}

type SeriesType = 'line' | 'groupedColumn';

/** A chart of `x` against `series` (each a line series on the first axis unless said otherwise). */
function chart(
  title: string,
  x: string,
  series: (string | { id: string; type: SeriesType; secondaryAxis?: boolean })[],
  options: {
    type: string;
    aggregation?: string;
    timeFrame?: string;
    sort?: SortConfig;
    filters?: ChartFilters;
    labels?: boolean;
    referenceLine?: boolean;
    derived?: string;
  },
): DemoChartPlan {
  const columns = series.map((each) =>
    typeof each === 'string' ? { id: each, type: 'line' as const } : each,
  );
  return {
    title,
    chartConfig: {
      cell_range: { columns: [x, ...columns.map((column) => column.id)] },
      chart_type: options.type,
      agg_func: options.aggregation ?? 'sum',
      series_chart_types: columns.map((column) => ({
        col_id: column.id,
        chart_type: column.type,
        secondary_axis: 'secondaryAxis' in column ? (column.secondaryAxis ?? false) : false,
      })),
      time_frame: options.timeFrame ?? null,
      reference_line: options.referenceLine ? 'squadAverage' : null,
      derived_series: options.derived ?? null,
    },
    sortConfig: options.sort ?? [{ col_id: x, sort: 'asc' }],
    filters: options.filters ?? {},
    displayDataLabels: options.labels ?? false,
  };
}

const weeklyDistance = chart('Weekly distance', 'week_start_date', ['total_distance_m'], {
  type: 'column',
  timeFrame: 'weekly',
  labels: true,
});

const distanceByAthlete = chart(
  'Distance per session by athlete',
  'athlete_name',
  ['total_distance_m'],
  {
    type: 'column',
    aggregation: 'avgByParticipation',
    sort: [{ col_id: 'total_distance_m', sort: 'desc' }],
    referenceLine: true,
  },
);

/**
 * Touchline FC's reports: the last 4 weeks' load and the last 8 weeks'
 * intensity. `drills` are the club's segment titles, for the drill chart's
 * segment filter (none: the chart shows every window).
 */
export function footballReportPlans(drills: readonly string[]): DemoReportPlan[] {
  return [
    {
      title: 'Squad load: last 4 weeks',
      weeks: 4,
      charts: [
        weeklyDistance,
        distanceByAthlete,
        chart(
          'Sprints by session type',
          'session_type',
          ['sprint_events', 'high_intensity_events'],
          {
            type: 'column',
            aggregation: 'avgByParticipation',
            labels: true,
          },
        ),
        chart('Top speed by athlete', 'athlete_name', ['max_speed_kph'], {
          type: 'bar',
          aggregation: 'max',
          sort: [{ col_id: 'max_speed_kph', sort: 'desc' }],
          labels: true,
        }),
      ],
    },
    {
      title: 'Intensity: last 8 weeks',
      weeks: 8,
      charts: [
        chart(
          'High-intensity running by position',
          'athlete_position',
          ['total_high_intensity_distance_m', 'total_sprint_distance_m'],
          { type: 'column', aggregation: 'avgByParticipation' },
        ),
        chart(
          'Drill intensity',
          'segment_name',
          [
            { id: 'metres_per_minute', type: 'groupedColumn' },
            { id: 'high_intensity_events', type: 'line', secondaryAxis: true },
          ],
          {
            type: 'customCombo',
            aggregation: 'avgByParticipation',
            filters:
              drills.length > 0 ? { segment_name: { filterType: 'set', values: [...drills] } } : {},
          },
        ),
        chart('Acute:chronic ratio (distance)', 'start_date', ['total_distance_m'], {
          type: 'line',
          aggregation: 'avg',
          timeFrame: 'daily',
          derived: 'acuteChronicRatio',
        }),
        chart('Sprint distance, % of own best', 'week_start_date', ['total_sprint_distance_m'], {
          type: 'line',
          aggregation: 'avg',
          timeFrame: 'weekly',
          derived: 'percentOfOwnBest',
          referenceLine: true,
        }),
      ],
    },
  ];
}

/** Touchline Hoops (indoor, no tracked sessions): one report, whose dataset is empty. */
export const HOOPS_REPORT_PLAN: DemoReportPlan = {
  title: 'Squad load: last 4 weeks',
  weeks: 4,
  charts: [weeklyDistance, distanceByAthlete],
};
