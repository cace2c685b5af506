import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates/zonedCalendar.js';
import { buildWeeklyLoadTable } from './buildWeeklyLoadTable.js';
import { datasetTableFromRows } from './datasetTableFromRows.js';
import { exponentialWorkload } from './exponentialWorkloadRatio.js';
import { WEEKLY_LOAD_COLUMN_DEFINITIONS } from './weeklyLoadColumns.js';

// The range: Wednesday 2026-03-04 to Wednesday 2026-03-11, so its weeks start on Mondays
// 2026-03-02 (4th-8th in range) and 2026-03-09 (9th-11th). The history starts 27 days before:
// 2026-02-05.
const range = { startsOn: '2026-03-04', endsOn: '2026-03-11' };

const zoe = {
  athlete_id: 'a',
  athlete_name: 'Zoe Hart',
  athlete_groups: ['First Team'],
  athlete_position: 'Midfielder',
};
const ben = {
  athlete_id: 'b',
  athlete_name: 'ben Ames',
  athlete_groups: ['Academy'],
  athlete_position: 'Defender',
};
const dee = {
  athlete_id: 'd',
  athlete_name: 'Dee Cole',
  athlete_groups: [],
  athlete_position: null,
};
const cal = {
  athlete_id: 'c',
  athlete_name: 'Cal Moss',
  athlete_groups: [],
  athlete_position: null,
};
const whole = { segment_name: 'Whole Session' };

const sessions = datasetTableFromRows([
  // History only: outside both chronic windows (02-09..03-08 and 02-12..03-11).
  { ...zoe, ...whole, start_date: '2026-02-05', workload: 280 },
  // History: in the first week's chronic window only.
  { ...zoe, ...whole, start_date: '2026-02-10', workload: 560 },
  // Cal trains only before the range: no rows.
  { ...cal, ...whole, start_date: '2026-02-20', workload: 50 },
  // Before the range, in the week of 03-02: load history, not summed.
  { ...zoe, ...whole, start_date: '2026-03-03', workload: 140, total_distance_m: 4000 },
  {
    ...zoe,
    ...whole,
    start_date: '2026-03-04',
    workload: 210,
    total_distance_m: 5000,
    max_speed_kph: 28.4,
    sprint_events: 4,
    active_minutes: 60,
  },
  {
    ...zoe,
    ...whole,
    start_date: '2026-03-06',
    workload: 70,
    total_distance_m: 3000.5,
    max_speed_kph: 30.15,
    sprint_events: 2,
    active_minutes: 30.5,
  },
  {
    ...zoe,
    ...whole,
    start_date: '2026-03-06',
    workload: 70,
    total_distance_m: 1000.25,
    max_speed_kph: null,
    sprint_events: null,
    active_minutes: 20.25,
  },
  // A segment is part of its session: never load, never summed.
  {
    ...zoe,
    segment_name: 'Drills',
    start_date: '2026-03-06',
    workload: 900,
    total_distance_m: 900,
  },
  // Dee: a session without workload, so 28 days without load.
  {
    ...dee,
    ...whole,
    start_date: '2026-03-05',
    total_distance_m: 2000,
    max_speed_kph: 25,
    active_minutes: 40,
  },
  {
    ...ben,
    ...whole,
    start_date: '2026-03-09',
    workload: 100,
    total_distance_m: 4000,
    max_speed_kph: 31.456,
    sprint_events: 3,
    active_minutes: 45,
  },
  {
    ...zoe,
    ...whole,
    start_date: '2026-03-10',
    workload: 350,
    total_distance_m: 6000,
    max_speed_kph: 29,
    sprint_events: 5,
    active_minutes: 75,
  },
  // After the range: ignored.
  { ...zoe, ...whole, start_date: '2026-03-12', workload: 999, total_distance_m: 9999 },
]);

const rowsOf = (columns: ReturnType<typeof buildWeeklyLoadTable>) =>
  columns[0]!.rows.map((_, row) =>
    Object.fromEntries(columns.map((column) => [column.id, column.rows[row]])),
  );

/** The load models' columns, proved on their own worked example below. */
const LOAD_MODEL_IDS = new Set([
  'distance_acwr',
  'distance_ewma_acwr',
  'high_intensity_acwr',
  'high_intensity_ewma_acwr',
  'session_load_acwr',
  'session_load_ewma_acwr',
  'session_load_monotony',
  'session_load_strain',
]);
const withoutLoadModels = (columns: ReturnType<typeof buildWeeklyLoadTable>) =>
  columns.filter((column) => !LOAD_MODEL_IDS.has(column.id));

const none = {
  total_high_intensity_distance_m: null,
  total_sprint_distance_m: null,
  high_intensity_events: null,
  acceleration_events: null,
  deceleration_events: null,
};

describe('buildWeeklyLoadTable', () => {
  const columns = buildWeeklyLoadTable(sessions, range);

  it('has the Weekly Load columns, in their order', () => {
    expect(columns.map((column) => column.id)).toEqual(
      WEEKLY_LOAD_COLUMN_DEFINITIONS.map((column) => column.id),
    );
    expect(columns.find((column) => column.id === 'acute_chronic_ratio')?.quantity).toBe('ratio');
  });

  it('sums each athlete’s week inside the range, with the rolling loads at its end', () => {
    expect(rowsOf(withoutLoadModels(columns))).toEqual([
      // Week of 03-02, by name: Dee, then Zoe.
      {
        ...dee,
        ...none,
        week_start_date: '2026-03-02',
        session_count: 1,
        total_distance_m: 2000,
        sprint_events: null,
        active_minutes: 40,
        workload: null,
        max_speed_kph: 25,
        // No load in 28 days: means of 0, no ratio.
        acute_load: 0,
        chronic_load: 0,
        acute_chronic_ratio: null,
      },
      {
        ...zoe,
        ...none,
        week_start_date: '2026-03-02',
        // 03-04, 03-06 twice (03-03 is before the range).
        session_count: 3,
        total_distance_m: 9000.75, // 5000 + 3000.5 + 1000.25
        sprint_events: 6, // 4 + 2, one missing
        active_minutes: 110.75, // 60 + 30.5 + 20.25
        workload: 350, // 210 + 70 + 70
        max_speed_kph: 30.15,
        // On Sunday 03-08: 7 days 03-02..03-08 = 140 + 210 + 70 + 70 = 490, / 7 = 70.
        acute_load: 70,
        // 28 days 02-09..03-08 = 560 + 490 = 1050, / 28 = 37.5.
        chronic_load: 37.5,
        acute_chronic_ratio: 1.87, // 70 / 37.5 = 1.8667
      },
      // Week of 03-09, by name ignoring case: ben, then Zoe.
      {
        ...ben,
        ...none,
        week_start_date: '2026-03-09',
        session_count: 1,
        total_distance_m: 4000,
        sprint_events: 3,
        active_minutes: 45,
        workload: 100,
        max_speed_kph: 31.46,
        // On endsOn 03-11: 100 / 7 = 14.2857 and 100 / 28 = 3.5714; ratio 4.
        acute_load: 14.29,
        chronic_load: 3.57,
        acute_chronic_ratio: 4,
      },
      {
        ...zoe,
        ...none,
        week_start_date: '2026-03-09',
        session_count: 1,
        total_distance_m: 6000,
        sprint_events: 5,
        active_minutes: 75,
        workload: 350,
        max_speed_kph: 29,
        // On endsOn 03-11: 7 days 03-05..03-11 = 70 + 70 + 350 = 490, / 7 = 70.
        acute_load: 70,
        // 28 days 02-12..03-11 = 140 + 210 + 70 + 70 + 350 = 840, / 28 = 30.
        chronic_load: 30,
        acute_chronic_ratio: 2.33, // 70 / 30
      },
    ]);
  });

  it('has no rows for a range without sessions', () => {
    const empty = buildWeeklyLoadTable(sessions, { startsOn: '2026-04-01', endsOn: '2026-04-30' });
    expect(empty.map((column) => column.rows.length)).toEqual(
      WEEKLY_LOAD_COLUMN_DEFINITIONS.map(() => 0),
    );
  });

  it('gives the ratios of distance, high-intensity distance and session load, and the week’s monotony and strain', () => {
    // One athlete: 1000 m every day of the 27 days of history (2026-02-03 .. 03-01), then the
    // week Monday 03-02 .. Sunday 03-08 with session-RPE loads 300, 500, rest, 400, 600, rest, 300
    // and 2000 m on each training day; no high-intensity distance at all.
    const weekLoads = [300, 500, 0, 400, 600, 0, 300];
    const history = Array.from({ length: 27 }, (_, day) => ({
      ...zoe,
      ...whole,
      start_date: addCalendarDays('2026-02-03', day),
      total_distance_m: 1000,
    }));
    const week = weekLoads.flatMap((load, day) =>
      load === 0
        ? []
        : [
            {
              ...zoe,
              ...whole,
              start_date: addCalendarDays('2026-03-02', day),
              total_distance_m: 2000,
              total_high_intensity_distance_m: 0,
              session_load: load,
            },
          ],
    );
    const table = buildWeeklyLoadTable(datasetTableFromRows([...history, ...week]), {
      startsOn: '2026-03-02',
      endsOn: '2026-03-08',
    });
    const [row] = rowsOf(table);
    // Distance on Sunday 03-08: 7 days = 5 x 2000 = 10000, / 7 = 1428.57; 28 days (02-09 .. 03-08)
    // = 21 x 1000 + 10000 = 31000, / 28 = 1107.14; ratio 40000 / 31000 = 1.2903.
    expect(row!.distance_acwr).toBe(1.29);
    const distanceDays = [...Array<number>(27).fill(1000), ...weekLoads.map((l) => (l ? 2000 : 0))];
    const ewma = exponentialWorkload(distanceDays).ratio[33]!;
    // The EWMA of the same days (its formula is proved in exponentialWorkloadRatio.test.ts): 1.2420.
    expect(ewma).toBeCloseTo(1.242, 3);
    expect(row!.distance_ewma_acwr).toBe(1.24);
    // Session load: 2100 / 7 = 300 over 2100 / 28 = 75: 4 (no load in the history).
    expect(row!.session_load_acwr).toBe(4);
    expect(row!.session_load_ewma_acwr).not.toBeNull();
    // No high-intensity distance in 28 days: no ratio.
    expect(row!.high_intensity_acwr).toBeNull();
    expect(row!.high_intensity_ewma_acwr).toBeNull();
    // Foster: mean 300 / deviation sqrt(320000 / 7) = 1.4031, strain 2100 x 1.4031 = 2946.56.
    expect(row!.session_load_monotony).toBe(1.4);
    expect(row!.session_load_strain).toBe(2946.56);
  });

  it('reads a partial last week’s monotony over its days up to the range’s end', () => {
    // Range ends Wednesday 03-04: Monday 300, Tuesday 500, Wednesday rest. Mean 800 / 3 = 266.67,
    // deviations 33.33, 233.33, -266.67: variance (1111.1 + 54444.4 + 71111.1) / 3 = 42222.2,
    // deviation 205.48; monotony 1.2978, strain 800 x 1.2978 = 1038.22.
    const table = buildWeeklyLoadTable(
      datasetTableFromRows(
        [300, 500].map((load, day) => ({
          ...zoe,
          ...whole,
          start_date: addCalendarDays('2026-03-02', day),
          session_load: load,
        })),
      ),
      { startsOn: '2026-03-02', endsOn: '2026-03-04' },
    );
    const [row] = rowsOf(table);
    expect(row!.session_load_monotony).toBe(1.3);
    expect(row!.session_load_strain).toBe(1038.22);
  });
});
