import {
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  List,
  makeData,
  RecordBatch,
  Schema,
  Struct,
  Table,
  tableToIPC,
  Utf8,
  vectorFromArray,
  type Data,
  type DataType,
} from 'apache-arrow';
import type { EncodedColumn, EncodedTable } from './encodedTable.js';

/**
 * A dataset's table as Apache Arrow IPC (a stream of one record batch), the
 * form the server stores and sends and the web app reads without row
 * objects (docs/ARCHITECTURE.md, "Datasets, reporting and exports"):
 * - texts dictionary-encoded (Int32 codes into a Utf8 dictionary, '' kept as a word);
 * - 'yyyy-MM-dd' dates as days since 1970 (Date32), null where there is none;
 * - lists (athlete_groups, tags) as lists of dictionary codes;
 * - metric numbers as Int32 hundredths (the datasets' precision, datasetPrecision.ts)
 *   or whole numbers, null where missing; Float64 for a column that does not fit;
 * - the column's name, chart data type, colour and quantity in its field's metadata.
 */
export function datasetArrowBytes(table: EncodedTable): Uint8Array {
  const fields: Field[] = [];
  const children: Data[] = [];
  let dictionaryId = 0;
  for (const [id, info] of table.columns) {
    const column = table.column(id)!;
    const metadata = new Map([
      ['name', info.name],
      ['chartDataType', info.chartDataType],
      ['color', info.color],
      ['quantity', info.quantity ?? ''],
    ]);
    const { data, scale } = arrowDataOf(column, table.rowCount, dictionaryId++);
    if (scale !== undefined) metadata.set('scale', String(scale));
    fields.push(new Field(id, data.type, true, metadata));
    children.push(data);
  }
  const schema = new Schema(fields);
  const struct = makeData({
    type: new Struct(fields),
    length: table.rowCount,
    nullCount: 0,
    children,
  });
  return tableToIPC(new Table(schema, [new RecordBatch(schema, struct)]), 'stream');
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of a 'yyyy-MM-dd' date, or null for '' and anything else. */
function dayOf(text: string): number | null {
  if (!ISO_DATE.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / DAY_MS;
}

/** 'yyyy-MM-dd' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function arrowDataOf(
  column: EncodedColumn,
  rowCount: number,
  dictionaryId: number,
): { data: Data<DataType>; scale?: number } {
  if (column.kind === 'number') return numberData(column.values);
  const dictionary = vectorFromArray(column.dictionary, new Utf8());
  if (column.kind === 'list') {
    const item = new Dictionary(new Utf8(), new Int32(), dictionaryId);
    const child = makeData({
      type: item,
      length: column.codes.length,
      nullCount: 0,
      data: column.codes,
      dictionary,
    });
    return {
      data: makeData({
        type: new List(new Field('item', item, false)),
        length: rowCount,
        nullCount: 0,
        valueOffsets: column.offsets,
        child,
      }),
    };
  }
  const days = column.dictionary.map(dayOf);
  if (days.every((day, code) => day !== null || column.dictionary[code] === ''))
    return { data: dateData(column.codes, days) };
  return {
    data: makeData({
      type: new Dictionary(new Utf8(), new Int32(), dictionaryId),
      length: rowCount,
      nullCount: 0,
      data: column.codes,
      dictionary,
    }),
  };
}

function dateData(codes: Int32Array, days: (number | null)[]): Data<DataType> {
  const values = new Int32Array(codes.length);
  const valid = new Uint8Array((codes.length + 7) >> 3);
  let nullCount = 0;
  for (let r = 0; r < codes.length; r++) {
    const day = days[codes[r]!]!;
    if (day === null) nullCount++;
    else {
      values[r] = day;
      valid[r >> 3]! |= 1 << (r & 7);
    }
  }
  return makeData({
    type: new DateDay(),
    length: codes.length,
    nullCount,
    data: values,
    nullBitmap: nullCount > 0 ? valid : undefined,
  });
}

const INT32_MAX = 2 ** 31 - 1;

/** Hundredths, or whole numbers, as Int32 when every value is one exactly; Float64 otherwise. */
function numberData(values: Float64Array): { data: Data<DataType>; scale?: number } {
  const valid = new Uint8Array((values.length + 7) >> 3);
  let nullCount = 0;
  let whole = true;
  let hundredths = true;
  for (let r = 0; r < values.length; r++) {
    const value = values[r]!;
    if (Number.isNaN(value)) {
      nullCount++;
      continue;
    }
    valid[r >> 3]! |= 1 << (r & 7);
    // -0 is kept as it is (Float64); Int32 has no negative zero.
    if (Object.is(value, -0)) whole = hundredths = false;
    if (whole && !(Number.isInteger(value) && Math.abs(value) <= INT32_MAX)) whole = false;
    if (
      hundredths &&
      !(Math.round(value * 100) / 100 === value && Math.abs(value * 100) <= INT32_MAX)
    )
      hundredths = false;
  }
  const nullBitmap = nullCount > 0 ? valid : undefined;
  const length = values.length;
  if (!whole && !hundredths)
    return { data: makeData({ type: new Float64(), length, nullCount, data: values, nullBitmap }) };
  const scale = whole ? 1 : 100;
  const scaled = new Int32Array(length);
  for (let r = 0; r < length; r++) {
    const value = values[r]!;
    if (!Number.isNaN(value)) scaled[r] = Math.round(value * scale);
  }
  return {
    data: makeData({ type: new Int32(), length, nullCount, data: scaled, nullBitmap }),
    scale,
  };
}
