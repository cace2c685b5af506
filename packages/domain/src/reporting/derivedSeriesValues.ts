import { acuteChronicWorkloadRatio } from './acuteChronicWorkloadRatio.js';
import { chartRowMask } from './chartRowMask.js';
import type { EncodedTable } from './encodedTable.js';
import { percentOfOwnBest } from './percentOfOwnBest.js';
import { WHOLE_SESSION, type ChartFilters, type DerivedSeries } from './reportingTypes.js';

/** A report's date range, 'yyyy-MM-dd' both ends included. */
export interface ReportRange {
  startsOn: string;
  endsOn: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) / DAY_MS : NaN;
};

/** A code per row for each athlete: by id when the table has it (names can repeat), else by name. */
export function athleteCodes(table: EncodedTable): Int32Array {
  for (const id of ['athlete_id', 'athlete_name']) {
    const column = table.column(id);
    if (column?.kind === 'text') return column.codes;
  }
  return new Int32Array(table.rowCount);
}

/**
 * A series column's values replaced by a derived series (NaN = none;
 * docs/product/dataset-templates.md §9):
 * - percentOfOwnBest: each row's value as a percentage of the athlete's best
 *   row in the dataset's range, among the windows the chart shows (its
 *   segment filter), whatever its other filters: a chart of one day still
 *   compares with the best day of the range.
 * - acuteChronicRatio: the athlete's ratio on each day with data, from the
 *   daily loads of the Whole Session rows of the whole range (filters choose
 *   which athlete-days are shown, not what the load was). It sits on the
 *   athlete's first shown Whole Session row of that day, once per
 *   athlete-day, so averages weigh athlete-days equally.
 */
export function derivedSeriesValues(
  table: EncodedTable,
  derived: DerivedSeries,
  values: Float64Array,
  mask: Uint8Array,
  filters: ChartFilters,
  range?: ReportRange,
): Float64Array {
  const athletes = athleteCodes(table);
  if (derived === 'percentOfOwnBest') {
    const shownWindows = chartRowMask(table, { segment_name: filters.segment_name });
    return percentOfOwnBest(values, athletes, shownWindows);
  }
  const result = new Float64Array(table.rowCount).fill(NaN);
  const dates = table.column('start_date');
  if (dates?.kind !== 'text') return result;
  const dayOfCode = Float64Array.from(dates.dictionary, dayNumber);
  let first = range ? dayNumber(range.startsOn) : Infinity;
  let last = range ? dayNumber(range.endsOn) : -Infinity;
  if (!range) {
    for (const day of dayOfCode) {
      if (day < first) first = day;
      if (day > last) last = day;
    }
  }
  const days = last - first + 1;
  if (!(days > 0)) return result;
  const whole = chartRowMask(table, {
    segment_name: { filterType: 'set', values: [WHOLE_SESSION] },
  });
  let athleteCount = 0;
  for (const athlete of athletes) athleteCount = Math.max(athleteCount, athlete + 1);
  const loads = new Float64Array(athleteCount * days);
  const hasData = new Uint8Array(athleteCount * days);
  const dayOfRow = (r: number) => dayOfCode[dates.codes[r]!]! - first;
  for (let r = 0; r < table.rowCount; r++) {
    const day = dayOfRow(r);
    if (!whole[r] || Number.isNaN(values[r]!) || !(day >= 0 && day < days)) continue;
    const cell = athletes[r]! * days + day;
    loads[cell] = loads[cell]! + values[r]!;
    hasData[cell] = 1;
  }
  const ratios = Array.from({ length: athleteCount }, (_, athlete) =>
    acuteChronicWorkloadRatio(loads.subarray(athlete * days, (athlete + 1) * days)),
  );
  for (let r = 0; r < table.rowCount; r++) {
    const day = dayOfRow(r);
    if (!mask[r] || !whole[r] || !(day >= 0 && day < days)) continue;
    const cell = athletes[r]! * days + day;
    if (!hasData[cell]) continue;
    hasData[cell] = 0; // once per athlete-day
    result[r] = ratios[athletes[r]!]![day] ?? NaN;
  }
  return result;
}
