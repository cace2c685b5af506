import { addCalendarDays } from '../dates/zonedCalendar.js';
import {
  acuteChronicRatioOf,
  CHRONIC_DAYS,
  rollingWorkloadMeans,
  type RollingWorkloadMeans,
} from './acuteChronicWorkloadRatio.js';
import { toDatasetPrecision } from './datasetPrecision.js';
import { exponentialWorkload, type ExponentialWorkload } from './exponentialWorkloadRatio.js';
import { gridAggregate } from './gridAggregate.js';
import {
  WHOLE_SESSION,
  type DatasetColumn,
  type DatasetTable,
  type DatasetValue,
} from './reportingTypes.js';
import { timeFrameStart } from './timeFrameStart.js';
import { trainingMonotony } from './trainingMonotony.js';
import { WEEKLY_LOAD_COLUMN_DEFINITIONS, WEEKLY_SUMMED_COLUMN_IDS } from './weeklyLoadColumns.js';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) / DAY_MS : NaN;
};
const numberOrNull = (value: DatasetValue | undefined) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : null;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The daily loads a week's ratios are of, by the column each is read from:
 * workload (the acute and chronic loads), distance, high-intensity distance
 * and session-RPE load.
 */
const LOADS = [
  'workload',
  'total_distance_m',
  'total_high_intensity_distance_m',
  'session_load',
] as const;
type Load = (typeof LOADS)[number];

/** The ratio columns of each load but workload: rolling (7/28) and exponentially weighted. */
const RATIO_COLUMNS: Record<Exclude<Load, 'workload'>, { rolling: string; ewma: string }> = {
  total_distance_m: { rolling: 'distance_acwr', ewma: 'distance_ewma_acwr' },
  total_high_intensity_distance_m: {
    rolling: 'high_intensity_acwr',
    ewma: 'high_intensity_ewma_acwr',
  },
  session_load: { rolling: 'session_load_acwr', ewma: 'session_load_ewma_acwr' },
};

/** One athlete's week: the rows of their sessions of that week inside the range. */
interface AthleteWeek {
  athleteId: string;
  weekStart: string;
  rows: number[];
}

/**
 * The Weekly Load dataset (docs/product/dataset-templates.md §5) from a Session Data table of
 * 'Whole Session' rows covering [startsOn - 27 days, endsOn]: one row per
 * athlete per Monday-to-Sunday week in which they have a session inside
 * [startsOn, endsOn], ordered by week then athlete name. A week sums its
 * sessions inside the range and keeps their top speed; its acute and chronic
 * loads are the 7-day and 28-day means of daily workload on its last day in
 * the range (Sunday, or endsOn), from every session of the table, history
 * included; the ratio is theirs, none when the chronic load is 0. The same
 * day gives the rolling (7/28) and exponentially weighted (Williams et al.
 * 2017) ratios of distance, high-intensity distance and session-RPE load.
 * Monotony and strain (Foster 1998) are of the week's days of session-RPE
 * load, Monday to that last day, rest days as 0. Columns
 * are WEEKLY_LOAD_COLUMN_DEFINITIONS; numbers are kept to hundredths.
 */
export function buildWeeklyLoadTable(
  sessions: DatasetTable,
  range: { startsOn: string; endsOn: string },
): DatasetColumn[] {
  const cells = new Map(sessions.columns.map((column) => [column.id, column.rows]));
  const cell = (id: string, row: number) => cells.get(id)?.[row] ?? null;
  const rowCount = sessions.columns[0]?.rows.length ?? 0;
  const historyStart = dayNumber(range.startsOn) - (CHRONIC_DAYS - 1);
  const dayCount = dayNumber(range.endsOn) - historyStart + 1;

  const dailyLoads = new Map<string, Record<Load, Float64Array>>();
  const weeks = new Map<string, AthleteWeek>();
  const firstRowOf = new Map<string, number>();
  for (let row = 0; row < rowCount; row++) {
    const athleteId = cell('athlete_id', row);
    const date = cell('start_date', row);
    const segment = cell('segment_name', row);
    if (typeof athleteId !== 'string' || typeof date !== 'string') continue;
    if (segment !== null && segment !== WHOLE_SESSION) continue;
    const day = dayNumber(date) - historyStart;
    if (!(day >= 0 && day < dayCount)) continue;
    if (!firstRowOf.has(athleteId)) firstRowOf.set(athleteId, row);
    let loads = dailyLoads.get(athleteId);
    if (!loads) {
      const daysOf = () => new Float64Array(dayCount);
      loads = Object.fromEntries(LOADS.map((load) => [load, daysOf()])) as Record<
        Load,
        Float64Array
      >;
      dailyLoads.set(athleteId, loads);
    }
    for (const load of LOADS)
      loads[load][day] = loads[load][day]! + (numberOrNull(cell(load, row)) ?? 0);
    if (date < range.startsOn) continue;
    const weekStart = timeFrameStart(date, 'weekly');
    const key = `${weekStart}\u0000${athleteId}`;
    const week = weeks.get(key);
    if (week) week.rows.push(row);
    else weeks.set(key, { athleteId, weekStart, rows: [row] });
  }

  const loadModels = new Map(
    [...dailyLoads].map(([id, loads]) => [
      id,
      Object.fromEntries(
        LOADS.map((load) => [
          load,
          { rolling: rollingWorkloadMeans(loads[load]), ewma: exponentialWorkload(loads[load]) },
        ]),
      ) as Record<Load, { rolling: RollingWorkloadMeans; ewma: ExponentialWorkload }>,
    ]),
  );
  const nameOf = (athleteId: string) =>
    String(cell('athlete_name', firstRowOf.get(athleteId)!) ?? '');
  const ordered = [...weeks.values()].sort(
    (a, b) =>
      a.weekStart.localeCompare(b.weekStart) ||
      byName(nameOf(a.athleteId), nameOf(b.athleteId)) ||
      a.athleteId.localeCompare(b.athleteId),
  );

  const rowsOf = ordered.map((week) => {
    const first = firstRowOf.get(week.athleteId)!;
    const lastDay = [addCalendarDays(week.weekStart, 6), range.endsOn].sort()[0]!;
    const models = loadModels.get(week.athleteId)!;
    const { acute, chronic } = models.workload.rolling;
    const at = dayNumber(lastDay) - historyStart;
    const acuteLoad = acute[at] ?? null;
    const chronicLoad = chronic[at] ?? null;
    const monday = dayNumber(week.weekStart) - historyStart;
    const weekOfSessionLoad = Array.from(
      dailyLoads.get(week.athleteId)!.session_load.subarray(monday, at + 1),
    );
    const { monotony, strain } = trainingMonotony(weekOfSessionLoad);
    const values = (id: string) => week.rows.map((row) => numberOrNull(cell(id, row)));
    const cellsOfWeek: Record<string, DatasetValue> = {
      athlete_name: cell('athlete_name', first),
      athlete_groups: cell('athlete_groups', first),
      athlete_position: cell('athlete_position', first),
      week_start_date: week.weekStart,
      session_count: week.rows.length,
      max_speed_kph: gridAggregate('max', values('max_speed_kph')),
      acute_load: acuteLoad,
      chronic_load: chronicLoad,
      acute_chronic_ratio: acuteChronicRatioOf(acuteLoad, chronicLoad),
      session_load_monotony: monotony,
      session_load_strain: strain,
      athlete_id: week.athleteId,
    };
    for (const [load, columns] of Object.entries(RATIO_COLUMNS)) {
      const { rolling, ewma } = models[load as Load];
      cellsOfWeek[columns.rolling] = acuteChronicRatioOf(
        rolling.acute[at] ?? null,
        rolling.chronic[at] ?? null,
      );
      cellsOfWeek[columns.ewma] = ewma.ratio[at] ?? null;
    }
    for (const id of WEEKLY_SUMMED_COLUMN_IDS) cellsOfWeek[id] = gridAggregate('sum', values(id));
    return cellsOfWeek;
  });

  return WEEKLY_LOAD_COLUMN_DEFINITIONS.map((definition) => ({
    ...definition,
    rows: rowsOf.map((row) => {
      const value = row[definition.id] ?? null;
      return definition.quantity !== null && typeof value === 'number'
        ? toDatasetPrecision(value)
        : value;
    }),
  }));
}
