import { Type, tableFromIPC, type Data, type DataType, type Vector } from 'apache-arrow';
import type { ChartDataType, ColumnQuantity } from './reportingTypes.js';
import type { DatasetColumnInfo, EncodedColumn, EncodedTable } from './encodedTable.js';
import { dateOfDay } from './datasetArrow.js';

/**
 * A dataset's table from its Arrow IPC bytes (datasetArrowBytes): the
 * reporting engine's encoded columns read straight from the vectors'
 * buffers, the codes and list offsets without a copy, with no row objects.
 * The same table as encodedTableOf of the columns the bytes were made from.
 */
export function encodedTableOfArrow(bytes: Uint8Array): EncodedTable {
  const table = tableFromIPC(bytes);
  if (table.batches.length > 1) throw new Error('A dataset table is one record batch.');
  const columns = new Map<string, DatasetColumnInfo>();
  const encoded = new Map<string, EncodedColumn>();
  const rowCount = table.numRows;
  table.schema.fields.forEach((field, index) => {
    const metadata = field.metadata;
    columns.set(field.name, {
      id: field.name,
      name: metadata.get('name') ?? field.name,
      chartDataType: (metadata.get('chartDataType') ?? 'excluded') as ChartDataType,
      color: metadata.get('color') ?? '',
      quantity: (metadata.get('quantity') || null) as ColumnQuantity | null,
    });
    const vector = table.getChildAt(index)!;
    const scale = Number(metadata.get('scale') ?? 1);
    encoded.set(field.name, encodedColumnOf(vector, rowCount, scale));
  });
  return { rowCount, columns, column: (id) => encoded.get(id) };
}

function encodedColumnOf(vector: Vector, rowCount: number, scale: number): EncodedColumn {
  const data: Data<DataType> | undefined = vector.data[0];
  if (!data) return emptyColumn(vector.type as DataType);
  switch (data.typeId) {
    case Type.Int:
    case Type.Float:
      return { kind: 'number', values: numbers(data, scale) };
    case Type.Date:
      return dates(data);
    case Type.Dictionary:
      return {
        kind: 'text',
        dictionary: texts(data.dictionary!),
        codes: slice(data.values as Int32Array, data.offset, rowCount),
      };
    case Type.List: {
      const child = data.children[0]!;
      const offsets = slice(data.valueOffsets as Int32Array, data.offset, rowCount + 1);
      return {
        kind: 'list',
        dictionary: texts(child.dictionary!),
        offsets: offsets[0] === 0 ? offsets : offsets.map((offset) => offset - offsets[0]!),
        codes: slice(
          child.values as Int32Array,
          child.offset + offsets[0]!,
          offsets[rowCount]! - offsets[0]!,
        ),
      };
    }
    default:
      throw new Error(`A dataset column is not of Arrow type ${String(vector.type)}.`);
  }
}

function emptyColumn(type: DataType): EncodedColumn {
  if (type.typeId === Type.Int || type.typeId === Type.Float)
    return { kind: 'number', values: new Float64Array(0) };
  if (type.typeId === Type.List)
    return { kind: 'list', dictionary: [], offsets: new Int32Array(1), codes: new Int32Array(0) };
  return { kind: 'text', dictionary: [], codes: new Int32Array(0) };
}

function slice(values: Int32Array, offset: number, length: number): Int32Array {
  return values.length === length && offset === 0
    ? values
    : values.subarray(offset, offset + length);
}

const texts = (dictionary: Vector): string[] => dictionary.toArray() as string[];

/** Whether each row has a value: read once per column, not per row (Data's getters do work). */
function validity(data: Data): (row: number) => boolean {
  const bitmap = data.nullCount > 0 ? data.nullBitmap : undefined;
  if (!bitmap || bitmap.length === 0) return () => true;
  const offset = data.offset;
  return (row) => (bitmap[(offset + row) >> 3]! & (1 << ((offset + row) & 7))) !== 0;
}

function numbers(data: Data, scale: number): Float64Array {
  const stored = data.values as Int32Array | Float64Array | Float32Array;
  const { offset, length } = data;
  const values = new Float64Array(length);
  if (data.nullCount === 0) {
    for (let r = 0; r < length; r++) values[r] = stored[offset + r]! / scale;
    return values;
  }
  const isValid = validity(data);
  for (let r = 0; r < length; r++) values[r] = isValid(r) ? stored[offset + r]! / scale : NaN;
  return values;
}

/** Dates back into a dictionary in the order rows first show them ('' where there is none). */
function dates(data: Data): EncodedColumn {
  const days = data.values as Int32Array;
  const { offset, length } = data;
  const isValid = validity(data);
  const dictionary: string[] = [];
  const codeOf = new Map<number, number>();
  const codes = new Int32Array(length);
  let blank = -1;
  for (let r = 0; r < length; r++) {
    if (!isValid(r)) {
      if (blank < 0) blank = dictionary.push('') - 1;
      codes[r] = blank;
      continue;
    }
    const day = days[offset + r]!;
    let code = codeOf.get(day);
    if (code === undefined) {
      code = dictionary.push(dateOfDay(day)) - 1;
      codeOf.set(day, code);
    }
    codes[r] = code;
  }
  return { kind: 'text', dictionary, codes };
}
