import { gridAggregate, type GridAggregation, type GridSort } from '@touchline/domain';
import type { GridColumn } from './gridColumns';
import { compareKeys, rowKeys } from './gridSort';

/** A group of rows sharing the values of the grouping columns down to its depth. */
export interface GridGroup {
  /** Unique among the grid's groups: the path of keys from the outermost group. */
  id: string;
  column: GridColumn;
  /** 0 for the outermost grouping column. */
  depth: number;
  /** Its value as shown, '-' when missing. */
  label: string;
  /** Its rows, in the sort order. */
  rows: readonly number[];
  /** Its subgroups, or null at the deepest grouping column. */
  children: readonly GridGroup[] | null;
  /** Aggregates computed so far, by column id and aggregation. */
  aggregates: Map<string, number | null>;
}

/** A row the grid shows: a group row, or a dataset row by its index. */
export type GridRow = GridGroup | number;

/**
 * The sorted rows grouped by the grouping columns, outermost first. Groups
 * are ordered by their value, descending when the grid sorts that column
 * descending, a missing value last; rows keep the sort order inside a group.
 */
export function groupRows(
  rows: readonly number[],
  grouping: readonly GridColumn[],
  sorting: readonly GridSort[],
): GridGroup[] {
  return groupLevel(rows, grouping, sorting, 0, '');
}

function groupLevel(
  rows: readonly number[],
  grouping: readonly GridColumn[],
  sorting: readonly GridSort[],
  depth: number,
  parentId: string,
): GridGroup[] {
  const column = grouping[depth];
  if (!column) return [];
  const keys = rowKeys(column);
  // Map keys compare NaN equal to NaN: the missing values make one group.
  const buckets = new Map<number, number[]>();
  for (const row of rows) {
    const key = keys[row]!;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  const desc = sorting.find(({ id }) => id === column.id)?.desc ?? false;
  const ordered = [...buckets.entries()].sort(([a], [b]) => compareKeys(a, b, desc));
  const deepest = depth === grouping.length - 1;
  return ordered.map(([key, members]) => {
    const id = `${parentId}/${column.id}=${key}`;
    return {
      id,
      column,
      depth,
      label: column.text(members[0]!) || '-',
      rows: members,
      children: deepest ? null : groupLevel(members, grouping, sorting, depth + 1, id),
      aggregates: new Map(),
    };
  });
}

/** The rows shown: each group row, then, when it is expanded, its subgroups or its rows. */
export function shownRows(groups: readonly GridGroup[], expanded: ReadonlySet<string>): GridRow[] {
  const shown: GridRow[] = [];
  const visit = (group: GridGroup) => {
    shown.push(group);
    if (!expanded.has(group.id)) return;
    if (group.children) for (const child of group.children) visit(child);
    else for (const row of group.rows) shown.push(row);
  };
  for (const group of groups) visit(group);
  return shown;
}

/**
 * A metric column's aggregate over a group's rows, in the person's units
 * (a count has none), computed once per group and column. The conversions
 * are scalings, so summing up the stored numbers and converting the result
 * is the same as converting each number first.
 */
export function groupAggregate(
  group: GridGroup,
  column: GridColumn,
  aggregation: GridAggregation,
): number | null {
  const cacheKey = `${column.id}:${aggregation}`;
  if (group.aggregates.has(cacheKey)) return group.aggregates.get(cacheKey)!;
  let result: number | null = null;
  if (column.encoded.kind === 'number') {
    const values = column.encoded.values;
    const stored = group.rows.map((row) => values[row]!);
    const value = gridAggregate(aggregation, stored);
    result = value === null || aggregation === 'count' ? value : column.inUnits(value);
  }
  group.aggregates.set(cacheKey, result);
  return result;
}

/** Every group at the deepest grouping column, in the order shown. */
export function deepestGroups(groups: readonly GridGroup[]): GridGroup[] {
  return groups.flatMap((group) => (group.children ? deepestGroups(group.children) : [group]));
}
