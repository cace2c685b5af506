import {
  AGGREGATIONS,
  CHART_TYPES,
  DEFAULT_AGGREGATION,
  DERIVED_SERIES,
  FILTERABLE_FIELDS,
  MAX_CHART_DATA_FIELDS,
  MAX_CHART_SORT_ENTRIES,
  MAX_FILTER_CONDITIONS,
  SERIES_CHART_TYPES,
  TIME_FRAMES,
  type ChartConfig,
  type ChartDataType,
  type ChartFilters,
  type ColumnFilter,
  type SeriesChartTypeConfig,
  type SortConfig,
  type SortEntry,
} from './reportingTypes.js';

/** One thing wrong with a payload: where (relative to the value) and why, as a sentence. */
export interface ChartValidationError {
  path: string[];
  message: string;
}
export type ChartValidation<T> =
  { ok: true; value: T } | { ok: false; errors: ChartValidationError[] };

/** The columns a chart may refer to: a dataset's, or the catalogue's. */
export interface ChartableColumn {
  id: string;
  name?: string;
  chartDataType: ChartDataType;
}

const REFERENCE_LINES = ['squadAverage'] as const;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const quoted = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));

/** Collects errors while reading a payload; absent (or null) optional keys take their defaults. */
class Reader {
  readonly errors: ChartValidationError[] = [];
  fail(path: string[], message: string): void {
    this.errors.push({ path, message });
  }
  boolean(json: Json, key: string, fallback: boolean, path: string[]): boolean {
    const value = json[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    this.fail([...path, key], `${key} must be true or false.`);
    return fallback;
  }
  oneOf<T extends string>(
    json: Json,
    key: string,
    list: readonly T[],
    fallback: T | null,
    what: string,
    path: string[],
  ): T | null {
    const value = json[key];
    if (value === undefined || value === null) return fallback;
    if (isOneOf(list, value)) return value;
    this.fail([...path, key], `Unknown ${what} ${quoted(value)}.`);
    return fallback;
  }
}

/**
 * A chart configuration (docs/product/reporting.md §3, snake_case) as stored: known chart types
 * and aggregations; the X column first (a category or a date), then the
 * series; per-series types only for the chart's series, the secondary axis
 * only for line series (docs/product/reporting.md §5); a time frame only with a date X column.
 * Column ids and kinds are checked when the dataset's columns are given (a
 * dataset still generating has none yet). Unknown keys are dropped.
 */
export function validateChartConfig(
  json: unknown,
  columns?: readonly ChartableColumn[],
): ChartValidation<ChartConfig> {
  const reader = new Reader();
  if (!isObject(json)) {
    return {
      ok: false,
      errors: [{ path: [], message: 'The chart configuration must be an object.' }],
    };
  }
  const cellRange = readCellRange(reader, json['cell_range'], columns);
  const seriesIds = new Set(cellRange.columns.slice(1));
  const chartType = reader.oneOf(json, 'chart_type', CHART_TYPES, null, 'chart type', []);
  if (json['chart_type'] === undefined || json['chart_type'] === null) {
    reader.fail(['chart_type'], 'Choose a chart type.');
  }
  const timeFrame = reader.oneOf(json, 'time_frame', TIME_FRAMES, null, 'time frame', []);
  const xColumn = columns?.find((column) => column.id === cellRange.columns[0]);
  if (timeFrame !== null && xColumn && xColumn.chartDataType !== 'time') {
    reader.fail(['time_frame'], 'A time frame applies only to a date X-axis field.');
  }
  const config: ChartConfig = {
    cell_range: cellRange,
    unlink_chart: reader.boolean(json, 'unlink_chart', false, []),
    suppress_chart_ranges: reader.boolean(json, 'suppress_chart_ranges', true, []),
    switch_category_series: reader.boolean(json, 'switch_category_series', false, []),
    chart_type: chartType ?? 'column',
    agg_func:
      reader.oneOf(json, 'agg_func', AGGREGATIONS, DEFAULT_AGGREGATION, 'aggregation', []) ??
      DEFAULT_AGGREGATION,
    series_chart_types: readSeriesChartTypes(reader, json['series_chart_types'], seriesIds),
    time_frame: timeFrame,
    reference_line: reader.oneOf(
      json,
      'reference_line',
      REFERENCE_LINES,
      null,
      'reference line',
      [],
    ),
    derived_series: reader.oneOf(
      json,
      'derived_series',
      DERIVED_SERIES,
      null,
      'derived series',
      [],
    ),
  };
  if (config.derived_series !== null && seriesIds.size === 0) {
    reader.fail(['derived_series'], 'A derived series needs a Y-axis field.');
  }
  return reader.errors.length > 0
    ? { ok: false, errors: reader.errors }
    : { ok: true, value: config };
}

function readCellRange(
  reader: Reader,
  json: unknown,
  columns: readonly ChartableColumn[] | undefined,
): ChartConfig['cell_range'] {
  const range: ChartConfig['cell_range'] = {
    columns: [],
    row_start_index: null,
    row_end_index: null,
    row_start_pinned: null,
    row_end_pinned: null,
  };
  if (!isObject(json)) {
    reader.fail(['cell_range'], 'Choose the chart’s data fields.');
    return range;
  }
  const ids = json['columns'];
  if (!Array.isArray(ids) || ids.length === 0) {
    reader.fail(['cell_range', 'columns'], 'Choose an X-axis field.');
  } else if (ids.length > MAX_CHART_DATA_FIELDS) {
    reader.fail(
      ['cell_range', 'columns'],
      `A chart shows at most ${MAX_CHART_DATA_FIELDS} data fields.`,
    );
  } else {
    const byId = new Map(columns?.map((column) => [column.id, column]));
    const chosen = new Set<string>();
    ids.forEach((id: unknown, index) => {
      const path = ['cell_range', 'columns', String(index)];
      if (typeof id !== 'string' || id === '') {
        reader.fail(path, 'Each data field must be a column id.');
        return;
      }
      if (chosen.has(id)) {
        reader.fail(path, `The data field "${id}" is chosen twice.`);
        return;
      }
      chosen.add(id);
      range.columns.push(id);
      if (!columns) return;
      const column = byId.get(id);
      if (!column) reader.fail(path, `Unknown data field "${id}".`);
      else if (
        index === 0 &&
        column.chartDataType !== 'category' &&
        column.chartDataType !== 'time'
      ) {
        reader.fail(path, `"${column.name ?? id}" cannot be an X-axis field.`);
      } else if (index > 0 && column.chartDataType !== 'series') {
        reader.fail(path, `"${column.name ?? id}" cannot be a Y-axis field.`);
      }
    });
  }
  for (const key of ['row_start_index', 'row_end_index'] as const) {
    const value = json[key];
    if (value === undefined || value === null) continue;
    if (Number.isInteger(value) && (value as number) >= 0) range[key] = value as number;
    else reader.fail(['cell_range', key], `${key} must be a whole number, 0 or more.`);
  }
  for (const key of ['row_start_pinned', 'row_end_pinned'] as const) {
    const value = json[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') range[key] = value;
    else reader.fail(['cell_range', key], `${key} must be text.`);
  }
  return range;
}

function readSeriesChartTypes(
  reader: Reader,
  json: unknown,
  seriesIds: ReadonlySet<string>,
): SeriesChartTypeConfig[] {
  if (json === undefined || json === null) return [];
  if (!Array.isArray(json)) {
    reader.fail(['series_chart_types'], 'series_chart_types must be a list.');
    return [];
  }
  const seen = new Set<string>();
  const result: SeriesChartTypeConfig[] = [];
  json.forEach((entry: unknown, index) => {
    const path = ['series_chart_types', String(index)];
    if (!isObject(entry)) {
      reader.fail(path, 'Each series chart type must be an object.');
      return;
    }
    const colId = entry['col_id'];
    if (typeof colId !== 'string' || !seriesIds.has(colId)) {
      reader.fail([...path, 'col_id'], `${quoted(colId)} is not a Y-axis field of this chart.`);
      return;
    }
    if (seen.has(colId)) {
      reader.fail([...path, 'col_id'], `The series "${colId}" has two chart types.`);
      return;
    }
    seen.add(colId);
    const chartType =
      reader.oneOf(entry, 'chart_type', SERIES_CHART_TYPES, 'line', 'series chart type', path) ??
      'line';
    const secondaryAxis = reader.boolean(entry, 'secondary_axis', false, path);
    if (secondaryAxis && chartType !== 'line') {
      reader.fail([...path, 'secondary_axis'], 'Only line series can use the secondary axis.');
    }
    result.push({ col_id: colId, chart_type: chartType, secondary_axis: secondaryAxis });
  });
  return result;
}

/** A sort configuration: a list of { col_id, sort: 'asc' | 'desc' }, each column once; null means none. */
export function validateSortConfig(json: unknown): ChartValidation<SortConfig> {
  if (json === undefined || json === null) return { ok: true, value: [] };
  if (!Array.isArray(json)) {
    return { ok: false, errors: [{ path: [], message: 'The sort configuration must be a list.' }] };
  }
  if (json.length > MAX_CHART_SORT_ENTRIES) {
    return {
      ok: false,
      errors: [
        { path: [], message: `A chart sorts by at most ${MAX_CHART_SORT_ENTRIES} columns.` },
      ],
    };
  }
  const reader = new Reader();
  const value: SortEntry[] = [];
  const sorted = new Set<string>();
  json.forEach((entry: unknown, index) => {
    const path = [String(index)];
    if (!isObject(entry)) {
      reader.fail(path, 'Each sort entry must be an object.');
      return;
    }
    const colId = entry['col_id'];
    const sort = entry['sort'];
    if (typeof colId !== 'string' || colId === '') {
      reader.fail([...path, 'col_id'], 'Each sort entry needs a column id.');
    } else if (sorted.has(colId)) {
      reader.fail([...path, 'col_id'], `The column "${colId}" is sorted twice.`);
    } else if (sort !== 'asc' && sort !== 'desc') {
      reader.fail([...path, 'sort'], `Sort must be "asc" or "desc", not ${quoted(sort)}.`);
    } else {
      sorted.add(colId);
      value.push({ col_id: colId, sort });
    }
  });
  return reader.errors.length > 0 ? { ok: false, errors: reader.errors } : { ok: true, value };
}

/**
 * Chart filters: only the filterable fields of docs/product/reporting.md §3; set filters of
 * texts, or text filters of 'contains' conditions joined by OR; at most
 * MAX_FILTER_CONDITIONS conditions in all (a set filter's values count as
 * conditions too, so a payload cannot grow without end). A null field is
 * not filtered and is dropped.
 */
export function validateChartFilters(json: unknown): ChartValidation<ChartFilters> {
  if (json === undefined || json === null) return { ok: true, value: {} };
  if (!isObject(json)) {
    return { ok: false, errors: [{ path: [], message: 'Filters must be an object.' }] };
  }
  const reader = new Reader();
  const value: ChartFilters = {};
  let conditions = 0;
  for (const [field, filter] of Object.entries(json)) {
    if (!isOneOf(FILTERABLE_FIELDS, field)) {
      reader.fail([field], `The field "${field}" cannot be filtered.`);
      continue;
    }
    if (filter === null || filter === undefined) continue;
    const read = readColumnFilter(reader, filter, [field]);
    if (!read) continue;
    conditions += read.filterType === 'set' ? read.values.length : read.conditions.length;
    value[field] = read;
  }
  if (conditions > MAX_FILTER_CONDITIONS) {
    reader.fail(
      [],
      `Filters can hold at most ${MAX_FILTER_CONDITIONS.toLocaleString('en-US')} conditions.`,
    );
  }
  return reader.errors.length > 0 ? { ok: false, errors: reader.errors } : { ok: true, value };
}

function readColumnFilter(reader: Reader, json: unknown, path: string[]): ColumnFilter | null {
  if (!isObject(json)) {
    reader.fail(path, 'A filter must be an object.');
    return null;
  }
  const errorsBefore = reader.errors.length;
  if (json['filterType'] === 'set') {
    const values = json['values'];
    if (!Array.isArray(values) || values.some((item) => typeof item !== 'string')) {
      reader.fail([...path, 'values'], 'A set filter’s values must be a list of texts.');
      return null;
    }
    return { filterType: 'set', values: values as string[] };
  }
  if (json['filterType'] !== 'text') {
    reader.fail([...path, 'filterType'], 'A filter’s type must be "set" or "text".');
    return null;
  }
  const operator = json['operator'] ?? 'OR';
  if (operator !== 'OR')
    reader.fail([...path, 'operator'], 'A text filter joins its conditions with OR.');
  const list = json['conditions'];
  if (!Array.isArray(list)) {
    reader.fail([...path, 'conditions'], 'A text filter’s conditions must be a list.');
    return null;
  }
  const conditions: { type: 'contains'; filter: string }[] = [];
  list.forEach((condition: unknown, index) => {
    const at = [...path, 'conditions', String(index)];
    if (!isObject(condition) || typeof condition['filter'] !== 'string') {
      reader.fail(at, 'Each condition needs the text to look for.');
    } else if ((condition['type'] ?? 'contains') !== 'contains') {
      reader.fail([...at, 'type'], 'A text filter’s conditions are "contains" conditions.');
    } else {
      conditions.push({ type: 'contains', filter: condition['filter'] });
    }
  });
  return reader.errors.length > errorsBefore
    ? null
    : { filterType: 'text', operator: 'OR', conditions };
}
