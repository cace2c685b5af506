import {
  validateChartConfig,
  validateChartFilters,
  validateSortConfig,
  type DatasetTable,
} from '@touchline/domain';
import { localStore, STORAGE_KEYS } from '../../../lib/storage/localStore';
import { tableRowCount, type DatasetChart } from './datasetChart';

// docs/product/reporting.md §3: every saved chart model under one local-storage key, by dataset id.

interface SavedCharts {
  version: 1;
  datasets: Record<string, unknown[]>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored value; an empty one when there is none or it is not ours (corrupt, older). */
function readStore(): SavedCharts {
  const empty: SavedCharts = { version: 1, datasets: {} };
  const text = localStore.get(STORAGE_KEYS.csvBuilderCharts);
  if (text === null) return empty;
  try {
    const json: unknown = JSON.parse(text);
    if (!isObject(json) || json['version'] !== 1 || !isObject(json['datasets'])) return empty;
    const datasets: Record<string, unknown[]> = {};
    for (const [id, charts] of Object.entries(json['datasets'])) {
      if (Array.isArray(charts)) datasets[id] = charts;
    }
    return { version: 1, datasets };
  } catch {
    return empty;
  }
}

/** Ascending, non-overlapping runs of rows the table has. */
function validRuns(json: unknown, rowCount: number): json is number[] {
  if (!Array.isArray(json) || json.length % 2 !== 0) return false;
  let next = 0;
  for (let k = 0; k < json.length; k += 2) {
    const [first, length] = [json[k] as unknown, json[k + 1] as unknown];
    if (!Number.isInteger(first) || !Number.isInteger(length)) return false;
    if ((first as number) < next || (length as number) < 1) return false;
    next = (first as number) + (length as number);
  }
  return next <= rowCount;
}

/** A stored chart of the table, checked as the server checks a report's; null when it is not one. */
function chartOf(json: unknown, table: DatasetTable): DatasetChart | null {
  if (!isObject(json) || !isObject(json['spec'])) return null;
  const { id, title, rowRuns, spec } = json;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  if (!validRuns(rowRuns, tableRowCount(table))) return null;
  const config = validateChartConfig(spec['chartConfig'], table.columns);
  const sort = validateSortConfig(spec['sortConfig']);
  const filters = validateChartFilters(spec['filters']);
  if (!config.ok || !sort.ok || !filters.ok) return null;
  return {
    id,
    title,
    rowRuns,
    spec: {
      chartConfig: config.value,
      sortConfig: sort.value,
      filters: filters.value,
      displayDataLabels: spec['displayDataLabels'] === true,
    },
  };
}

/** The dataset's saved charts; one that does not fit its table is left out. */
export function readSavedCharts(datasetId: string, table: DatasetTable): DatasetChart[] {
  const stored = readStore().datasets[datasetId] ?? [];
  return stored.flatMap((json) => chartOf(json, table) ?? []);
}

/** Keeps the dataset's charts in place of those saved before; no charts, no entry. */
export function saveCharts(datasetId: string, charts: readonly DatasetChart[]): void {
  const store = readStore();
  if (charts.length === 0) delete store.datasets[datasetId];
  else store.datasets[datasetId] = [...charts];
  localStore.set(STORAGE_KEYS.csvBuilderCharts, JSON.stringify(store));
}
