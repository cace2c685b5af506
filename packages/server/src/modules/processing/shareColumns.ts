/**
 * A copy of `value` whose typed arrays live in SharedArrayBuffers, so posting
 * it between threads shares the columns instead of copying them: a processed
 * track is made once on an engine thread, kept by the process, and read by any
 * engine thread. Plain objects and arrays are walked; other values are kept.
 */
export function shareColumns<T>(value: T): T {
  return shared(value) as T;
}

/** Bytes held by the typed arrays of `value` (what a cache of it costs). */
export function columnBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + columnBytes(item), 0);
  if (isPlainObject(value)) {
    return Object.values(value).reduce((sum: number, item) => sum + columnBytes(item), 0);
  }
  return 0;
}

/** What every typed array (not DataView) offers. */
interface Column extends ArrayBufferView {
  set(source: ArrayLike<number>): void;
}
type ColumnOf = new (buffer: ArrayBufferLike) => Column;

function shared(value: unknown): unknown {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const column = value as Column;
    const copy = new (column.constructor as ColumnOf)(new SharedArrayBuffer(column.byteLength));
    copy.set(column as unknown as ArrayLike<number>);
    return copy;
  }
  if (Array.isArray(value)) return value.map(shared);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shared(item)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
