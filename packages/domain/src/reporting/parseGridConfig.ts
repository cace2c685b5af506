import { jsonBytes } from './jsonBytes.js';
import {
  GRID_AGGREGATIONS,
  GRID_CONFIG_MAX_BYTES,
  type GridAggregation,
  type GridColumnFilter,
  type GridConfig,
  type GridSort,
} from './gridConfig.js';
import { readGridColumnFilter } from './readGridColumnFilter.js';

export interface GridConfigIssue {
  path: string[];
  message: string;
}
export type GridConfigParse =
  { ok: true; config: GridConfig } | { ok: false; errors: GridConfigIssue[] };

export const GRID_CONFIG_TOO_LARGE = 'The grid layout is too large';
/** The most entries of any list or record of a layout (a dataset has about 30 columns). */
export const GRID_CONFIG_MAX_ENTRIES = 100;
export const GRID_COLUMN_MIN_WIDTH = 40;
export const GRID_COLUMN_MAX_WIDTH = 2000;

const KEYS = [
  'version',
  'grouping',
  'aggregations',
  'sorting',
  'columnFilters',
  'columnVisibility',
  'columnOrder',
  'columnSizing',
] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isColumnId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const ROOT = 'gridConfig';

/** Collects what is wrong, each at its path under ['gridConfig']. */
class Checker {
  readonly errors: GridConfigIssue[] = [];
  fail(path: (string | number)[], message: string): void {
    this.errors.push({ path: [ROOT, ...path.map(String)], message });
  }
  /** A list of at most GRID_CONFIG_MAX_ENTRIES items, each read by `item` (undefined = wrong). */
  list<T>(json: Json, key: string, item: (value: unknown, index: number) => T | undefined): T[] {
    const value = json[key];
    if (!Array.isArray(value)) {
      this.fail([key], `${key} must be a list.`);
      return [];
    }
    if (value.length > GRID_CONFIG_MAX_ENTRIES) {
      this.fail([key], `${key} can hold at most ${GRID_CONFIG_MAX_ENTRIES} entries.`);
      return [];
    }
    return value.flatMap((entry: unknown, index) => {
      const read = item(entry, index);
      return read === undefined ? [] : [read];
    });
  }
  /** A record of at most GRID_CONFIG_MAX_ENTRIES column ids, each value checked by `valid`. */
  record<T>(json: Json, key: string, valid: (value: unknown) => value is T, what: string) {
    const value = json[key];
    const result: Record<string, T> = {};
    if (!isObject(value)) {
      this.fail([key], `${key} must be an object keyed by column id.`);
      return result;
    }
    const entries = Object.entries(value);
    if (entries.length > GRID_CONFIG_MAX_ENTRIES) {
      this.fail([key], `${key} can hold at most ${GRID_CONFIG_MAX_ENTRIES} entries.`);
      return result;
    }
    for (const [id, entry] of entries) {
      if (id === '') this.fail([key, id], 'A column id cannot be empty.');
      else if (!valid(entry)) this.fail([key, id], `${key}.${id} must be ${what}.`);
      else result[id] = entry;
    }
    return result;
  }
  /** Column ids, each once. */
  columnIds(json: Json, key: string): string[] {
    return this.list(json, key, (id, index) => {
      if (!isColumnId(id)) this.fail([key, index], 'Each entry must be a column id.');
      else if ((json[key] as unknown[]).indexOf(id) !== index)
        this.fail([key, index], `The column "${id}" is listed twice.`);
      else return id;
      return undefined;
    });
  }
}

/**
 * A grid layout as a client sends it, checked strictly against GridConfig
 * before it is stored: version 1 and every key of it, nothing else; column
 * ids as non-empty texts, each listed once; aggregations of
 * GRID_AGGREGATIONS; filters of the three kinds (a range's bounds are
 * numbers or null, the lower not above the upper); widths of 40 to 2000 px;
 * at most 100 entries per list or record; at most GRID_CONFIG_MAX_BYTES of
 * JSON text. Paths start with 'gridConfig', indexes as texts.
 */
export function parseGridConfig(value: unknown): GridConfigParse {
  if (jsonBytes(value) > GRID_CONFIG_MAX_BYTES)
    return { ok: false, errors: [{ path: [ROOT], message: GRID_CONFIG_TOO_LARGE }] };
  if (!isObject(value))
    return { ok: false, errors: [{ path: [ROOT], message: 'The grid layout must be an object.' }] };
  const checker = new Checker();
  for (const key of Object.keys(value)) {
    if (!(KEYS as readonly string[]).includes(key))
      checker.fail([key], `Unknown grid layout setting "${key}".`);
  }
  for (const key of KEYS) {
    if (!(key in value)) checker.fail([key], `${key} is missing.`);
  }
  if (value['version'] !== 1 && 'version' in value)
    checker.fail(['version'], 'The grid layout version must be 1.');
  if (checker.errors.length > 0) return { ok: false, errors: checker.errors };

  const config: GridConfig = {
    version: 1,
    grouping: checker.columnIds(value, 'grouping'),
    aggregations: checker.record(
      value,
      'aggregations',
      (entry): entry is GridAggregation =>
        typeof entry === 'string' && (GRID_AGGREGATIONS as readonly string[]).includes(entry),
      `one of ${GRID_AGGREGATIONS.join(', ')}`,
    ),
    sorting: readSorting(checker, value),
    columnFilters: readColumnFilters(checker, value),
    columnVisibility: checker.record(
      value,
      'columnVisibility',
      (entry): entry is boolean => typeof entry === 'boolean',
      'true or false',
    ),
    columnOrder: checker.columnIds(value, 'columnOrder'),
    columnSizing: checker.record(
      value,
      'columnSizing',
      (entry): entry is number =>
        typeof entry === 'number' &&
        entry >= GRID_COLUMN_MIN_WIDTH &&
        entry <= GRID_COLUMN_MAX_WIDTH,
      `a width from ${GRID_COLUMN_MIN_WIDTH} to ${GRID_COLUMN_MAX_WIDTH} px`,
    ),
  };
  return checker.errors.length > 0 ? { ok: false, errors: checker.errors } : { ok: true, config };
}

function readSorting(checker: Checker, json: Json): GridSort[] {
  const seen = new Set<string>();
  return checker.list(json, 'sorting', (entry, index) => {
    const path = ['sorting', index];
    if (!isObject(entry) || !isColumnId(entry['id']) || typeof entry['desc'] !== 'boolean')
      checker.fail(path, 'Each sort must be { id: a column id, desc: true or false }.');
    else if (Object.keys(entry).length !== 2) checker.fail(path, 'A sort has only an id and desc.');
    else if (seen.has(entry['id']))
      checker.fail(path, `The column "${entry['id']}" is sorted twice.`);
    else {
      seen.add(entry['id']);
      return { id: entry['id'], desc: entry['desc'] };
    }
    return undefined;
  });
}

function readColumnFilters(checker: Checker, json: Json): GridColumnFilter[] {
  const seen = new Set<string>();
  return checker.list(json, 'columnFilters', (entry, index) => {
    const path = ['columnFilters', index];
    if (!isObject(entry) || !isColumnId(entry['id'])) {
      checker.fail(path, 'Each filter needs the id of its column.');
      return undefined;
    }
    const id = entry['id'];
    if (seen.has(id)) {
      checker.fail(path, `The column "${id}" is filtered twice.`);
      return undefined;
    }
    seen.add(id);
    const filter = readGridColumnFilter(entry, id);
    if (typeof filter === 'string') checker.fail(path, filter);
    else return filter;
    return undefined;
  });
}
