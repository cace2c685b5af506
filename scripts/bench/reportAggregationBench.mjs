// Flexible Reporting's aggregation (docs/product/reporting.md §9): the time the domain
// module takes to turn a 50,000-row dataset into one chart's numbers (target: under 30 ms a
// chart). A seeded season: 40 athletes x 250 sessions x 5 windows (the Whole Session and
// four segments). Warm-up first, then the median of many runs; "first chart" includes
// encoding the table's columns, which happens once per dataset. Numbers only.
import { pathToFileURL } from 'node:url';
import {
  DATASET_COLUMN_DEFINITIONS,
  addCalendarDays,
  aggregateChart,
  createRandom,
  encodedTableOf,
  filterOptions,
  FILTERABLE_FIELDS,
  timeFrameStart,
} from '@touchline/domain';

const ATHLETES = 40;
const SESSIONS = 250;
const SEGMENTS = ['Warm Up', 'Rondos', 'Small-Sided Games', 'Cool Down'];
const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'];
const GROUPS = ['First Team', 'Academy', 'Rehab', 'Back Four', 'Midfield Three'];
const TAGS = ['Heavy', 'Recovery', 'Pre-Match', 'Travel'];
const WARM_UP = 10;
const RUNS = 60;

/** The seeded season as a dataset table: every athlete in every session, five windows each. */
export function benchDataset(seed = 15) {
  const random = createRandom(seed);
  const athletes = Array.from({ length: ATHLETES }, (_, k) => ({
    athlete_id: `athlete-${k}`,
    athlete_name: `Athlete ${String(k + 1).padStart(2, '0')}`,
    athlete_position: k % 13 === 12 ? null : POSITIONS[k % POSITIONS.length],
    athlete_groups: GROUPS.filter((_, g) => (k + g) % 3 === 0),
    fitness: random.uniform(0.85, 1.15),
  }));
  // Column by column, as datasets are stored: 50,000 row objects would only cost garbage.
  const columns = new Map(DATASET_COLUMN_DEFINITIONS.map((column) => [column.id, []]));
  const push = (values) => {
    for (const [id, rows] of columns) rows.push(values[id] ?? null);
  };
  let date = '2025-03-02'; // a Sunday: the first session is on Monday
  for (let s = 0; s < SESSIONS; s++) {
    // Five sessions a week, Monday to Thursday and a Saturday match.
    date = addCalendarDays(date, s % 5 === 4 ? 2 : s % 5 === 0 && s > 0 ? 2 : 1);
    const match = s % 5 === 4;
    const session = {
      session_id: `session-${s}`,
      start_date: date,
      start_time: match ? '15:00' : s % 2 ? '10:30' : '09:00',
      week_start_date: timeFrameStart(date, 'weekly'),
      month_start_date: timeFrameStart(date, 'monthly'),
      session_type: match ? 'Match' : 'Training',
    };
    const load = match ? 1.6 : random.uniform(0.6, 1.2);
    for (const athlete of athletes) {
      const tags = random.next() < 0.1 ? [TAGS[random.integer(0, TAGS.length - 1)]] : [];
      const who = { ...athlete, ...session, tags };
      push(
        Object.assign(
          who,
          { segment_name: 'Whole Session' },
          metrics(random, load * athlete.fitness, 1),
        ),
      );
      for (const segment of SEGMENTS) {
        push(
          Object.assign(
            who,
            { segment_name: segment },
            metrics(random, load * athlete.fitness, 0.22),
          ),
        );
      }
    }
  }
  return {
    columns: DATASET_COLUMN_DEFINITIONS.map((column) => ({
      ...column,
      rows: columns.get(column.id),
    })),
  };
}

/** One window's metrics, in stored units; a fifth of the athletes have no IMU workload. */
function metrics(random, load, share) {
  const minutes = 90 * share * random.uniform(0.8, 1.2);
  const distance = minutes * 95 * load * random.uniform(0.85, 1.15);
  const zones = Array.from({ length: 6 }, () => random.uniform(1, 10));
  const zoneSum = zones.reduce((a, b) => a + b, 0);
  const values = {
    total_distance_m: distance,
    total_high_intensity_distance_m: distance * random.uniform(0.05, 0.12),
    total_sprint_distance_m: distance * random.uniform(0.01, 0.04),
    high_intensity_events: random.integer(5, 40),
    sprint_events: random.integer(0, 15),
    acceleration_events: random.integer(10, 60),
    deceleration_events: random.integer(10, 60),
    max_speed_kph: random.uniform(24, 34),
    raw_max_speed_kph: random.uniform(25, 36),
    avg_speed_kph: (distance / minutes) * 0.06,
    metres_per_minute: distance / minutes,
    active_minutes: minutes,
    workload: random.next() < 0.2 ? null : distance * 0.12,
  };
  zones.forEach((zone, k) => (values[`speed_zone_${k + 1}_pct`] = (zone / zoneSum) * 100));
  return values;
}

const base = { timeFrame: null, filters: {}, sort: [], aggregation: 'sum' };
const ALL_WINDOWS = { filterType: 'set', values: ['Whole Session', ...SEGMENTS] };
export const BENCH_CHARTS = [
  [
    'athlete x total distance, sum',
    { ...base, categoryColumnId: 'athlete_name', seriesColumnIds: ['total_distance_m'] },
  ],
  [
    'weekly, distance + HI distance, avg by athlete',
    {
      ...base,
      categoryColumnId: 'start_date',
      seriesColumnIds: ['total_distance_m', 'total_high_intensity_distance_m'],
      timeFrame: 'weekly',
      aggregation: 'avgByAthlete',
      sort: [{ col_id: 'start_date', sort: 'asc' }],
    },
  ],
  [
    'position x sprints, 4 filters, by participation',
    {
      ...base,
      categoryColumnId: 'athlete_position',
      seriesColumnIds: ['sprint_events', 'max_speed_kph'],
      aggregation: 'avgByParticipation',
      filters: {
        segment_name: ALL_WINDOWS,
        session_type: { filterType: 'set', values: ['Match'] },
        athlete_groups: { filterType: 'set', values: ['First Team', 'Back Four'] },
        athlete_name: {
          filterType: 'text',
          operator: 'OR',
          conditions: [{ type: 'contains', filter: '1' }],
        },
      },
      sort: [{ col_id: 'sprint_events', sort: 'desc' }],
    },
  ],
  [
    'segment x distance, every window, by session',
    {
      ...base,
      categoryColumnId: 'segment_name',
      seriesColumnIds: ['total_distance_m'],
      aggregation: 'avgBySession',
      filters: { segment_name: ALL_WINDOWS },
    },
  ],
  [
    'athlete x max speed, % of own best, avg',
    {
      ...base,
      categoryColumnId: 'athlete_name',
      seriesColumnIds: ['max_speed_kph'],
      aggregation: 'avg',
      derivedSeries: 'percentOfOwnBest',
    },
  ],
  [
    'weekly workload, acute:chronic ratio, avg',
    {
      ...base,
      categoryColumnId: 'start_date',
      seriesColumnIds: ['workload'],
      timeFrame: 'weekly',
      aggregation: 'avg',
      derivedSeries: 'acuteChronicRatio',
    },
  ],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function timed(work) {
  const started = performance.now();
  work();
  return performance.now() - started;
}

function line(label, times, note = '') {
  const sorted = [...times].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))];
  console.log(
    `${label.padEnd(48)} median ${median(times).toFixed(2).padStart(6)} ms  p90 ${p90.toFixed(2).padStart(6)} ms${note}`,
  );
}

export function benchReportAggregation() {
  console.log(
    '\n== Flexible Reporting: one chart from a 50,000-row dataset (domain module, target < 30 ms)',
  );
  let started = performance.now();
  const table = benchDataset();
  const rowCount = table.columns[0].rows.length;
  console.log(
    `dataset: ${rowCount} rows x ${table.columns.length} columns, built in ${(performance.now() - started).toFixed(0)} ms`,
  );

  // The first chart of a dataset encodes the columns it reads: time it on fresh copies.
  const cold = [];
  for (let run = 0; run < 10; run++) {
    const copy = {
      columns: table.columns.map((column) => ({ ...column, rows: [...column.rows] })),
    };
    cold.push(timed(() => aggregateChart(encodedTableOf(copy), BENCH_CHARTS[0][1])));
  }
  line('first chart of a dataset (columns encoded)', cold);

  const encoded = encodedTableOf(table);
  let worst = 0;
  for (const [label, query] of BENCH_CHARTS) {
    for (let run = 0; run < WARM_UP; run++) aggregateChart(encoded, query);
    const times = Array.from({ length: RUNS }, () => timed(() => aggregateChart(encoded, query)));
    const data = aggregateChart(encoded, query);
    worst = Math.max(worst, median(times));
    line(label, times, `  (${data.categories.length} categories, ${data.rowCount} rows)`);
  }
  const filters = BENCH_CHARTS[2][1].filters;
  const filterBar = () =>
    FILTERABLE_FIELDS.forEach((field) => filterOptions(table, filters, field));
  for (let run = 0; run < WARM_UP; run++) filterBar();
  line(
    'filter bar: the options of all 7 filters',
    Array.from({ length: RUNS }, () => timed(filterBar)),
  );
  started = performance.now();
  for (const [, query] of BENCH_CHARTS) for (let k = 0; k < 5; k++) aggregateChart(encoded, query);
  const perChart = (performance.now() - started) / 30;
  console.log(
    `30 charts in a row: ${(perChart * 30).toFixed(0)} ms (${perChart.toFixed(2)} ms a chart); slowest median ${worst.toFixed(2)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchReportAggregation();
}
