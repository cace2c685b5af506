import type { DatasetColumn, DatasetTable, DatasetValue } from './reportingTypes.js';

/** Texts as codes into a dictionary; a missing value ('' or null) is the code of ''. */
export interface EncodedTextColumn {
  kind: 'text';
  dictionary: string[];
  codes: Int32Array;
}
/** Lists of texts (athlete_groups, tags): row r's codes are codes[offsets[r]..offsets[r + 1]). */
export interface EncodedListColumn {
  kind: 'list';
  dictionary: string[];
  offsets: Int32Array;
  codes: Int32Array;
}
/** Numbers; NaN where the value is missing. */
export interface EncodedNumberColumn {
  kind: 'number';
  values: Float64Array;
}
export type EncodedColumn = EncodedTextColumn | EncodedListColumn | EncodedNumberColumn;

/** What a column is, without its values: a decoded table has no row arrays. */
export type DatasetColumnInfo = Omit<DatasetColumn, 'rows'>;

export interface EncodedTable {
  rowCount: number;
  columns: ReadonlyMap<string, DatasetColumnInfo>;
  column(id: string): EncodedColumn | undefined;
}

/** The value that stands for a missing text (no position, no tags) in filters. */
export const BLANK_FILTER_VALUE = '';

// A dataset is stored once and charted many times: encode each column once per
// rows array, so every chart after the first reads typed arrays and codes.
const encodedColumns = new WeakMap<readonly unknown[], EncodedColumn>();
const encodedTables = new WeakMap<DatasetTable, EncodedTable>();

/** The table with its columns encoded on first use (and cached while the table lives). */
export function encodedTableOf(table: DatasetTable): EncodedTable {
  const cached = encodedTables.get(table);
  if (cached) return cached;
  const columns = new Map(table.columns.map((column) => [column.id, column]));
  const rowCount = table.columns[0]?.rows.length ?? 0;
  const encoded: EncodedTable = {
    rowCount,
    columns,
    column(id) {
      const column = columns.get(id);
      return column && encodedColumnOf(column);
    },
  };
  encodedTables.set(table, encoded);
  return encoded;
}

function encodedColumnOf(column: DatasetColumn): EncodedColumn {
  let encoded = encodedColumns.get(column.rows);
  if (!encoded) {
    encoded = encodeColumn(column);
    encodedColumns.set(column.rows, encoded);
  }
  return encoded;
}

function encodeColumn(column: DatasetColumn): EncodedColumn {
  const rows = column.rows;
  const sample = rows.find((value) => value !== null && value !== '');
  if ((column.quantity ?? null) !== null || typeof sample === 'number') {
    const values = new Float64Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const value = rows[r];
      values[r] = typeof value === 'number' ? value : NaN;
    }
    return { kind: 'number', values };
  }
  const dictionary: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (text: string) => {
    let found = codeOf.get(text);
    if (found === undefined) {
      found = dictionary.length;
      dictionary.push(text);
      codeOf.set(text, found);
    }
    return found;
  };
  if (Array.isArray(sample)) {
    const offsets = new Int32Array(rows.length + 1);
    const codes: number[] = [];
    for (let r = 0; r < rows.length; r++) {
      const value = rows[r];
      if (Array.isArray(value))
        for (const item of value as readonly string[]) codes.push(code(item));
      offsets[r + 1] = codes.length;
    }
    return { kind: 'list', dictionary, offsets, codes: Int32Array.from(codes) };
  }
  const codes = new Int32Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const value = rows[r];
    codes[r] = code(value === null || value === undefined ? '' : String(value));
  }
  return { kind: 'text', dictionary, codes };
}

/**
 * A table over encoded columns (a dataset's Arrow answer, encodedTableOfArrow):
 * everything that reads it through encodedTableOf reads the columns as they
 * are; a column's rows array is made only if something asks for it, once.
 */
export function datasetTableOfEncoded(encoded: EncodedTable): DatasetTable {
  const columns = [...encoded.columns.values()].map((info): DatasetColumn => {
    let rows: readonly DatasetValue[] | undefined;
    return {
      ...info,
      get rows() {
        return (rows ??= rowsOf(encoded.column(info.id)!, encoded.rowCount));
      },
    };
  });
  const table: DatasetTable = { columns };
  encodedTables.set(table, encoded);
  return table;
}

/** An encoded column's values row by row ('' as null). */
function rowsOf(column: EncodedColumn, rowCount: number): DatasetValue[] {
  const rows = new Array<DatasetValue>(rowCount);
  for (let r = 0; r < rowCount; r++) {
    if (column.kind === 'number') {
      const value = column.values[r]!;
      rows[r] = Number.isNaN(value) ? null : value;
    } else if (column.kind === 'text') rows[r] = column.dictionary[column.codes[r]!] || null;
    else {
      const items: string[] = [];
      for (let k = column.offsets[r]!; k < column.offsets[r + 1]!; k++)
        items.push(column.dictionary[column.codes[k]!]!);
      rows[r] = items;
    }
  }
  return rows;
}
