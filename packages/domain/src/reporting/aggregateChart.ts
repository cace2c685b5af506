import { chartGroups } from './chartGroups.js';
import { chartRowMask } from './chartRowMask.js';
import { athleteCodes, derivedSeriesValues, type ReportRange } from './derivedSeriesValues.js';
import type { EncodedNumberColumn, EncodedTable } from './encodedTable.js';
import {
  WHOLE_SESSION,
  type Aggregation,
  type ChartFilters,
  type DerivedSeries,
  type SortConfig,
  type TimeFrame,
} from './reportingTypes.js';
import { sortChartGroups } from './sortChartGroups.js';

/** What a chart asks of its dataset. */
export interface ChartQuery {
  categoryColumnId: string;
  seriesColumnIds: string[];
  aggregation: Aggregation;
  /** Applies when the X column is a time column. */
  timeFrame: TimeFrame | null;
  filters: ChartFilters;
  sort: SortConfig;
  derivedSeries?: DerivedSeries | null;
  /** The report's dates, for the acute:chronic ratio's history; else the table's first and last dates. */
  range?: ReportRange | null;
}

export interface ChartSeriesData {
  columnId: string;
  /** One per category, in stored units (derived series: percent or ratio); null = no data. */
  values: (number | null)[];
}

export interface ChartData {
  categories: string[];
  series: ChartSeriesData[];
  /** Rows left after the filters. */
  rowCount: number;
}

/**
 * A chart's numbers from a dataset (docs/product/reporting.md §9): the rows the filters let
 * through, grouped by the X column, each series aggregated per group:
 * - sum (the default) and max of the values; avg, their mean;
 * - avgByAthlete: the sum over the number of distinct athletes;
 * - avgBySession: the sum over the number of distinct sessions (start date
 *   and start time) among the group's Whole Session rows; a group without
 *   Whole Session rows (a segment's column) counts its own rows' sessions;
 * - avgByParticipation: the sum over the number of distinct (start date,
 *   start time, athlete).
 * Missing values are skipped everywhere, in the sums and in the counts (an
 * athlete without workload data does not lower the squad's average, as in
 * METRICS.md); a group where every value is missing has no value (null).
 * The table is read as it is encoded (typed arrays and codes, no row objects),
 * in one pass over its rows for all the series.
 */
export function aggregateChart(table: EncodedTable, query: ChartQuery): ChartData {
  const mask = chartRowMask(table, query.filters);
  let rowCount = 0;
  for (const passes of mask) rowCount += passes;
  const { labels, groupOfRow } = chartGroups(table, query.categoryColumnId, query.timeFrame, mask);
  const columns = query.seriesColumnIds.map((columnId) => {
    const column = table.column(columnId);
    if (column?.kind !== 'number') return null;
    return query.derivedSeries
      ? derivedSeriesValues(
          table,
          query.derivedSeries,
          column.values,
          mask,
          query.filters,
          query.range ?? undefined,
        )
      : column.values;
  });
  const aggregated = aggregateGroups(
    columns,
    groupOfRow,
    labels.length,
    query.aggregation,
    distinctKeys(table, query.aggregation),
  );
  const series = query.seriesColumnIds.map((columnId, index) => ({
    columnId,
    values: aggregated[index]!,
  }));
  const order = sortChartGroups(labels, query.categoryColumnId, series, query.sort);
  return {
    categories: order.map((group) => labels[group]!),
    series: series.map(({ columnId, values }) => ({
      columnId,
      values: order.map((group) => values[group] ?? null),
    })),
    rowCount,
  };
}

/** What an average divides by: a key per row, whose distinct values are counted per group. */
interface DistinctKeys {
  key: (row: number) => number;
  /**
   * avgBySession: the Whole Session rows, whose sessions are counted (docs/product/reporting.md §9); a
   * group without any (a segment's own bar) counts the sessions of all its rows.
   */
  preferred?: Uint8Array;
}

function distinctKeys(table: EncodedTable, aggregation: Aggregation): DistinctKeys | null {
  if (aggregation === 'sum' || aggregation === 'max' || aggregation === 'avg') return null;
  const athletes = athleteCodes(table);
  if (aggregation === 'avgByAthlete') return { key: (r) => athletes[r]! };
  const dates = table.column('start_date');
  const times = table.column('start_time');
  const dateCodes = dates?.kind === 'text' ? dates.codes : new Int32Array(table.rowCount);
  const timeCodes = times?.kind === 'text' ? times.codes : new Int32Array(table.rowCount);
  const timeCount = times?.kind === 'text' ? times.dictionary.length : 1;
  const session = (r: number) => dateCodes[r]! * timeCount + timeCodes[r]!;
  if (aggregation === 'avgBySession') {
    const preferred = chartRowMask(table, {
      segment_name: { filterType: 'set', values: [WHOLE_SESSION] },
    });
    return { key: session, preferred };
  }
  let athleteCount = 1;
  for (const athlete of athletes) athleteCount = Math.max(athleteCount, athlete + 1);
  return { key: (r) => session(r) * athleteCount + athletes[r]! };
}

type SeriesValues = EncodedNumberColumn['values'];

/** Each series' value per group (null: not a number column, or no value in the group). */
function aggregateGroups(
  columns: readonly (SeriesValues | null)[],
  groupOfRow: Int32Array,
  groupCount: number,
  aggregation: Aggregation,
  keys: DistinctKeys | null,
): (number | null)[][] {
  // Series s's tallies of group g sit at s * groupCount + g.
  const cells = columns.length * groupCount;
  const sums = new Float64Array(cells);
  const counts = new Int32Array(cells);
  const maxima = new Float64Array(cells).fill(-Infinity);
  const distinct = new Int32Array(cells);
  const preferredDistinct = new Int32Array(cells);
  // One set per series for every group: the key space is small enough to offset by group.
  const seen = columns.map(() => new Set<number>());
  const seenPreferred = columns.map(() => new Set<number>());
  for (let r = 0; r < groupOfRow.length; r++) {
    const group = groupOfRow[r]!;
    if (group < 0) continue;
    const key = keys ? keys.key(r) * groupCount + group : 0;
    const preferred = keys?.preferred?.[r] === 1;
    for (let s = 0; s < columns.length; s++) {
      const column = columns[s];
      if (!column) continue;
      const value = column[r]!;
      if (Number.isNaN(value)) continue;
      const cell = s * groupCount + group;
      sums[cell] = sums[cell]! + value;
      counts[cell] = counts[cell]! + 1;
      if (value > maxima[cell]!) maxima[cell] = value;
      if (!keys) continue;
      if (!seen[s]!.has(key)) {
        seen[s]!.add(key);
        distinct[cell] = distinct[cell]! + 1;
      }
      if (preferred && !seenPreferred[s]!.has(key)) {
        seenPreferred[s]!.add(key);
        preferredDistinct[cell] = preferredDistinct[cell]! + 1;
      }
    }
  }
  return columns.map((column, s) => {
    const result: (number | null)[] = [];
    for (let group = 0; group < groupCount; group++) {
      const cell = s * groupCount + group;
      const count = counts[cell]!;
      if (!column || count === 0) {
        result.push(null);
        continue;
      }
      const sum = sums[cell]!;
      switch (aggregation) {
        case 'sum':
          result.push(sum);
          break;
        case 'max':
          result.push(maxima[cell]!);
          break;
        case 'avg':
          result.push(sum / count);
          break;
        default:
          result.push(sum / (preferredDistinct[cell]! || distinct[cell]!));
      }
    }
    return result;
  });
}
