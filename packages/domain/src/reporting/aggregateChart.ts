import { chartGroups } from './chartGroups.js';
import { chartRowMask } from './chartRowMask.js';
import { athleteCodes, derivedSeriesValues, type ReportRange } from './derivedSeriesValues.js';
import { encodedTableOf, type EncodedTable } from './encodedTable.js';
import {
  WHOLE_SESSION,
  type Aggregation,
  type ChartFilters,
  type DatasetTable,
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
 */
export function aggregateChart(table: DatasetTable, query: ChartQuery): ChartData {
  const encoded = encodedTableOf(table);
  const mask = chartRowMask(encoded, query.filters);
  let rowCount = 0;
  for (const passes of mask) rowCount += passes;
  const { labels, groupOfRow } = chartGroups(
    encoded,
    query.categoryColumnId,
    query.timeFrame,
    mask,
  );
  const keys = distinctKeys(encoded, query.aggregation);
  const series = query.seriesColumnIds.map((columnId) => {
    const column = encoded.column(columnId);
    if (column?.kind !== 'number') return { columnId, values: labels.map(() => null) };
    const values = query.derivedSeries
      ? derivedSeriesValues(
          encoded,
          query.derivedSeries,
          column.values,
          mask,
          query.filters,
          query.range ?? undefined,
        )
      : column.values;
    return {
      columnId,
      values: aggregateGroups(values, groupOfRow, labels.length, query.aggregation, keys),
    };
  });
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

function aggregateGroups(
  values: Float64Array,
  groupOfRow: Int32Array,
  groupCount: number,
  aggregation: Aggregation,
  keys: DistinctKeys | null,
): (number | null)[] {
  const sums = new Float64Array(groupCount);
  const counts = new Int32Array(groupCount);
  const maxima = new Float64Array(groupCount).fill(-Infinity);
  const distinct = new Int32Array(groupCount);
  const preferredDistinct = new Int32Array(groupCount);
  const seen = new Set<number>();
  const seenPreferred = new Set<number>();
  for (let r = 0; r < values.length; r++) {
    const group = groupOfRow[r]!;
    const value = values[r]!;
    if (group < 0 || Number.isNaN(value)) continue;
    sums[group] = sums[group]! + value;
    counts[group] = counts[group]! + 1;
    if (value > maxima[group]!) maxima[group] = value;
    if (!keys) continue;
    // One set for every group: the key space is small enough to offset by group.
    const key = keys.key(r) * groupCount + group;
    if (!seen.has(key)) {
      seen.add(key);
      distinct[group] = distinct[group]! + 1;
    }
    if (keys.preferred?.[r] && !seenPreferred.has(key)) {
      seenPreferred.add(key);
      preferredDistinct[group] = preferredDistinct[group]! + 1;
    }
  }
  const result: (number | null)[] = [];
  for (let group = 0; group < groupCount; group++) {
    const count = counts[group]!;
    if (count === 0) {
      result.push(null);
      continue;
    }
    const sum = sums[group]!;
    switch (aggregation) {
      case 'sum':
        result.push(sum);
        break;
      case 'max':
        result.push(maxima[group]!);
        break;
      case 'avg':
        result.push(sum / count);
        break;
      default:
        result.push(sum / (preferredDistinct[group]! || distinct[group]!));
    }
  }
  return result;
}
