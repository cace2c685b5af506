import type { EncodedColumn, GridSort } from '@touchline/domain';
import type { GridColumn } from './gridColumns';

// One number per row per column, cached while the dataset lives: a number
// column's values, a text's rank among the column's texts, a list's rank
// among its joined texts; NaN where the value is missing. Sorting and
// grouping then compare numbers only.
const keysOfColumn = new WeakMap<EncodedColumn, Float64Array>();

/** The column's sort and group key of every row (NaN = missing). */
export function rowKeys(column: GridColumn): Float64Array {
  const encoded = column.encoded;
  let keys = keysOfColumn.get(encoded);
  if (!keys) {
    keys = computeKeys(encoded);
    keysOfColumn.set(encoded, keys);
  }
  return keys;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function ranks(texts: readonly string[]): Float64Array {
  const order = texts
    .map((_, index) => index)
    .sort((a, b) => collator.compare(texts[a]!, texts[b]!));
  const rank = new Float64Array(texts.length);
  order.forEach((index, position) => (rank[index] = texts[index] === '' ? NaN : position));
  return rank;
}

function computeKeys(column: EncodedColumn): Float64Array {
  if (column.kind === 'number') return column.values;
  if (column.kind === 'text') {
    const rank = ranks(column.dictionary);
    const { codes } = column;
    const keys = new Float64Array(codes.length);
    for (let r = 0; r < codes.length; r++) keys[r] = rank[codes[r]!]!;
    return keys;
  }
  const { dictionary, offsets, codes } = column;
  const rowCount = offsets.length - 1;
  const joined: string[] = new Array<string>(rowCount);
  const distinct = new Map<string, number>();
  for (let r = 0; r < rowCount; r++) {
    const items: string[] = [];
    for (let k = offsets[r]!; k < offsets[r + 1]!; k++) items.push(dictionary[codes[k]!]!);
    const text = items.join(', ');
    joined[r] = text;
    if (!distinct.has(text)) distinct.set(text, distinct.size);
  }
  const rank = ranks([...distinct.keys()]);
  return Float64Array.from(joined, (text) => rank[distinct.get(text)!]!);
}

/** Two keys in a direction; a missing key comes last either way. */
export function compareKeys(a: number, b: number, desc: boolean): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return desc ? b - a : a - b;
}

/**
 * The rows in the sort order: by each sort in turn, ties in dataset order.
 * Sorts on columns the grid does not have are ignored.
 */
export function sortedRows(
  rows: readonly number[],
  columns: readonly GridColumn[],
  sorting: readonly GridSort[],
): number[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sorts = sorting.flatMap(({ id, desc }) => {
    const column = byId.get(id);
    return column ? [{ keys: rowKeys(column), desc }] : [];
  });
  if (sorts.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { keys, desc } of sorts) {
      const order = compareKeys(keys[a]!, keys[b]!, desc);
      if (order !== 0) return order;
    }
    return a - b;
  });
}
