import { describe, expect, it } from 'vitest';
import { aggregateChart, type ChartQuery } from './aggregateChart.js';
import { encodedTableOf } from './encodedTable.js';
import type { Aggregation, ChartFilters } from './reportingTypes.js';
import { smallReportTable } from './smallReportTable.js';

// The rows are listed, numbered 0 to 14, in smallReportTable.ts.
const table = encodedTableOf(smallReportTable());
const ALL_WINDOWS: ChartFilters = {
  segment_name: { filterType: 'set', values: ['Whole Session', 'Warm Up', 'First Half'] },
};

function chart(query: Partial<ChartQuery>) {
  return aggregateChart(table, {
    categoryColumnId: 'athlete_name',
    seriesColumnIds: ['total_distance_m'],
    aggregation: 'sum',
    timeFrame: null,
    filters: {},
    sort: [],
    ...query,
  });
}
const rounded = (values: (number | null)[]) =>
  values.map((v) => (v === null ? null : Math.round(v * 100) / 100));

describe('aggregateChart: the aggregations of docs/product/reporting.md §9', () => {
  it('sums each athlete’s Whole Session rows by default (no segment filter)', () => {
    // Whole Session rows: 0, 1, 2, 5, 6, 7, 8, 9, 13, 14 (10 rows).
    // Ann 5000 + 6000 + 9000 + 5500 = 25500; Bob 4000 + 5000 + 8000 = 17000; Cat 3000 + 7000 + 2500 = 12500.
    expect(chart({})).toEqual({
      categories: ['Ann', 'Bob', 'Cat'],
      series: [{ columnId: 'total_distance_m', values: [25500, 17000, 12500] }],
      rowCount: 10,
    });
  });

  // By session type, Whole Session only:
  // Match rows 7, 8, 9: 9000 + 8000 + 7000 = 24000, 3 rows, athletes 3, sessions 1 (03-07 15:00), participations 3.
  // Training rows 0, 1, 2, 5, 6, 13, 14: 5000 + 4000 + 3000 + 6000 + 5000 + 5500 + 2500 = 31000, 7 rows,
  //   athletes 3, sessions 3 (03-02, 03-04, 03-09 at 09:00), participations 7.
  const wholeSession: [Aggregation, number[]][] = [
    ['sum', [24000, 31000]],
    ['max', [9000, 6000]],
    ['avg', [8000, 4428.57]], // 31000 / 7
    ['avgByAthlete', [8000, 10333.33]], // 24000 / 3; 31000 / 3
    ['avgBySession', [24000, 10333.33]], // 24000 / 1; 31000 / 3
    ['avgByParticipation', [8000, 4428.57]], // 24000 / 3; 31000 / 7
  ];
  it.each(wholeSession)('%s by session type, Whole Session rows', (aggregation, expected) => {
    const data = chart({ categoryColumnId: 'session_type', aggregation });
    expect(data.categories).toEqual(['Match', 'Training']);
    expect(rounded(data.series[0]!.values)).toEqual(expected);
  });

  // With every window: Match adds rows 10, 11, 12 (4500 + 4000 + 3500 = 12000): 36000 over 6 rows;
  // Training adds rows 3, 4 (1000 + 800): 32800 over 9 rows. Athletes, sessions and participations
  // stay 3, 1, 3 (Match) and 3, 3, 7 (Training): segment rows share their session's date and time.
  const everyWindow: [Aggregation, number[]][] = [
    ['sum', [36000, 32800]],
    ['max', [9000, 6000]],
    ['avg', [6000, 3644.44]], // 36000 / 6; 32800 / 9
    ['avgByAthlete', [12000, 10933.33]], // 36000 / 3; 32800 / 3
    ['avgBySession', [36000, 10933.33]], // 36000 / 1; 32800 / 3
    ['avgByParticipation', [12000, 4685.71]], // 36000 / 3; 32800 / 7
  ];
  it.each(everyWindow)('%s by session type, every window', (aggregation, expected) => {
    const data = chart({ categoryColumnId: 'session_type', aggregation, filters: ALL_WINDOWS });
    expect(data.rowCount).toBe(15);
    expect(rounded(data.series[0]!.values)).toEqual(expected);
  });

  it('counts a segment’s own sessions for avgBySession when its group has no Whole Session row', () => {
    // First Half: rows 10-12, 12000 over session 03-07 15:00 (1). Warm Up: rows 3-4, 1800 over 03-02 (1).
    // Whole Session: 24000 + 31000 = 55000 over 4 sessions = 13750.
    const data = chart({
      categoryColumnId: 'segment_name',
      aggregation: 'avgBySession',
      filters: ALL_WINDOWS,
    });
    expect(data.categories).toEqual(['First Half', 'Warm Up', 'Whole Session']);
    expect(data.series[0]!.values).toEqual([12000, 1800, 13750]);
  });

  it('skips missing values in sums and counts; a group of missing values has none', () => {
    // Workload, Whole Session: Ann 300 + 350 + 600 + 320 = 1570; Bob none; Cat 200 + 500 + 150 = 850.
    expect(chart({ seriesColumnIds: ['workload'] }).series[0]!.values).toEqual([1570, null, 850]);
    // By session type: Training 300 + 200 + 350 + 320 + 150 = 1320 from 5 rows of 2 athletes (Ann, Cat);
    // Match 600 + 500 = 1100 from 2 rows of 2 athletes. Bob's rows count nowhere.
    const avg = chart({
      categoryColumnId: 'session_type',
      seriesColumnIds: ['workload'],
      aggregation: 'avg',
    });
    expect(avg.series[0]!.values).toEqual([550, 264]);
    const byAthlete = chart({
      categoryColumnId: 'session_type',
      seriesColumnIds: ['workload'],
      aggregation: 'avgByAthlete',
    });
    expect(byAthlete.series[0]!.values).toEqual([550, 660]);
  });

  it('aggregates several series side by side and answers nulls for a column the table lacks', () => {
    // Sprints, Whole Session: Ann 4 + 5 + 10 + 3 = 22; Bob 2 + 3 + 7 = 12; Cat 1 + 6 + 1 = 8.
    const data = chart({ seriesColumnIds: ['total_distance_m', 'sprint_events', 'nope'] });
    expect(data.series).toEqual([
      { columnId: 'total_distance_m', values: [25500, 17000, 12500] },
      { columnId: 'sprint_events', values: [22, 12, 8] },
      { columnId: 'nope', values: [null, null, null] },
    ]);
  });
});

describe('aggregateChart: time frames', () => {
  it('buckets a time X column by day, Monday or first of month', () => {
    // Whole Session per day: 03-02 5000 + 4000 + 3000 = 12000; 03-04 6000 + 5000 = 11000;
    // 03-07 24000; 03-09 5500 + 2500 = 8000. Week of Mon 03-02: 12000 + 11000 + 24000 = 47000.
    const daily = chart({ categoryColumnId: 'start_date', timeFrame: 'daily' });
    expect(daily.categories).toEqual(['2026-03-02', '2026-03-04', '2026-03-07', '2026-03-09']);
    expect(daily.series[0]!.values).toEqual([12000, 11000, 24000, 8000]);
    const weekly = chart({ categoryColumnId: 'start_date', timeFrame: 'weekly' });
    expect(weekly.categories).toEqual(['2026-03-02', '2026-03-09']);
    expect(weekly.series[0]!.values).toEqual([47000, 8000]);
    const monthly = chart({ categoryColumnId: 'start_date', timeFrame: 'monthly' });
    expect(monthly).toMatchObject({ categories: ['2026-03-01'], series: [{ values: [55000] }] });
  });

  it('averages by athlete within a week', () => {
    // Week 03-02: 47000 over Ann, Bob, Cat = 15666.67; week 03-09: 8000 over Ann, Cat = 4000.
    const data = chart({
      categoryColumnId: 'start_date',
      timeFrame: 'weekly',
      aggregation: 'avgByAthlete',
    });
    expect(rounded(data.series[0]!.values)).toEqual([15666.67, 4000]);
  });

  it('ignores a time frame on a category X column', () => {
    expect(chart({ timeFrame: 'weekly' }).categories).toEqual(['Ann', 'Bob', 'Cat']);
  });
});

describe('aggregateChart: sorting', () => {
  it('sorts by a series’ value either way, and by the labels descending', () => {
    const bySum = (sort: 'asc' | 'desc') =>
      chart({ sort: [{ col_id: 'total_distance_m', sort }] }).categories;
    expect(bySum('asc')).toEqual(['Cat', 'Bob', 'Ann']);
    expect(bySum('desc')).toEqual(['Ann', 'Bob', 'Cat']);
    const data = chart({ sort: [{ col_id: 'athlete_name', sort: 'desc' }] });
    expect(data).toMatchObject({
      categories: ['Cat', 'Bob', 'Ann'],
      series: [{ values: [12500, 17000, 25500] }],
    });
  });

  it('sorts dates chronologically and keeps missing values last', () => {
    const dates = chart({
      categoryColumnId: 'start_date',
      sort: [{ col_id: 'start_date', sort: 'desc' }],
    });
    expect(dates.categories).toEqual(['2026-03-09', '2026-03-07', '2026-03-04', '2026-03-02']);
    // Workload: Ann 1570, Bob none, Cat 850.
    const workload = (sort: 'asc' | 'desc') =>
      chart({ seriesColumnIds: ['workload'], sort: [{ col_id: 'workload', sort }] }).categories;
    expect(workload('asc')).toEqual(['Cat', 'Ann', 'Bob']);
    expect(workload('desc')).toEqual(['Ann', 'Cat', 'Bob']);
  });

  it('labels a missing X value "-" and puts it last', () => {
    // Positions, Whole Session: Defender (Bob) 17000, Forward (Ann) 25500, none (Cat) 12500.
    const data = chart({
      categoryColumnId: 'athlete_position',
      sort: [{ col_id: 'athlete_position', sort: 'desc' }],
    });
    expect(data).toMatchObject({
      categories: ['Forward', 'Defender', '-'],
      series: [{ values: [25500, 17000, 12500] }],
    });
  });
});

describe('aggregateChart: filters', () => {
  it('matches list cells when any element is selected, and empty ones by the blank value', () => {
    const defence = chart({
      filters: { athlete_groups: { filterType: 'set', values: ['Defence'] } },
    });
    expect(defence).toEqual({
      categories: ['Bob'],
      series: [{ columnId: 'total_distance_m', values: [17000] }],
      rowCount: 3,
    });
    const noGroup = chart({ filters: { athlete_groups: { filterType: 'set', values: [''] } } });
    expect(noGroup.categories).toEqual(['Cat']);
    // Recovery: rows 2 and 14, 3000 + 2500.
    const recovery = chart({ filters: { tags: { filterType: 'set', values: ['Recovery'] } } });
    expect(recovery).toMatchObject({
      categories: ['Cat'],
      series: [{ values: [5500] }],
      rowCount: 2,
    });
  });

  it('applies text filters as case-insensitive contains, joined by OR', () => {
    const data = chart({
      filters: {
        athlete_name: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { type: 'contains', filter: 'AN' },
            { type: 'contains', filter: 't' },
          ],
        },
      },
    });
    expect(data.categories).toEqual(['Ann', 'Cat']);
  });

  it('combines filters with AND, and an empty selection leaves nothing', () => {
    // Training and position Forward or none: Ann rows 0, 5, 13 (16500), Cat rows 2, 14 (5500).
    const data = chart({
      filters: {
        session_type: { filterType: 'set', values: ['Training'] },
        athlete_position: { filterType: 'set', values: ['Forward', ''] },
      },
    });
    expect(data).toMatchObject({
      categories: ['Ann', 'Cat'],
      series: [{ values: [16500, 5500] }],
      rowCount: 5,
    });
    const none = chart({ filters: { session_type: { filterType: 'set', values: [] } } });
    expect(none).toEqual({
      categories: [],
      series: [{ columnId: 'total_distance_m', values: [] }],
      rowCount: 0,
    });
  });

  it('shows only the chosen segments when a segment filter is set', () => {
    const data = chart({
      filters: { segment_name: { filterType: 'set', values: ['First Half'] } },
    });
    expect(data).toMatchObject({ series: [{ values: [4500, 4000, 3500] }], rowCount: 3 });
  });
});

describe('aggregateChart: percent of own best', () => {
  it('divides by each athlete’s best of the whole range, whatever the other filters', () => {
    // Bests (Whole Session): Ann 9000, Bob 8000, Cat 7000. On 03-02: 5000 / 9000 = 55.56 %,
    // 4000 / 8000 = 50 %, 3000 / 7000 = 42.86 %.
    const data = chart({
      aggregation: 'avg',
      derivedSeries: 'percentOfOwnBest',
      filters: { start_date: { filterType: 'set', values: ['2026-03-02'] } },
    });
    expect(rounded(data.series[0]!.values)).toEqual([55.56, 50, 42.86]);
  });

  it('averages the rows’ percentages per category', () => {
    // 03-02: (55.56 + 50 + 42.86) / 3 = 49.47. 03-04: Ann 6000 / 9000 = 66.67, Bob 5000 / 8000 = 62.5:
    // 64.58. 03-07, the match, is everyone's best: 100. 03-09: Ann 5500 / 9000 = 61.11,
    // Cat 2500 / 7000 = 35.71: 96.83 / 2 = 48.41.
    const data = chart({
      categoryColumnId: 'start_date',
      aggregation: 'avg',
      derivedSeries: 'percentOfOwnBest',
    });
    expect(rounded(data.series[0]!.values)).toEqual([49.47, 64.58, 100, 48.41]);
  });
});
