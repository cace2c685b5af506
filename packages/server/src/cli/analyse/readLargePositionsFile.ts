import { closeSync, openSync, readSync } from 'node:fs';
import {
  DETECTION_BYTES,
  detectFormat,
  plainRowsStart,
  PlainPositionsReader,
  type ImportFormat,
  type Track,
} from '@touchline/domain/analysis';

/**
 * From this size a positions file is read here, piece by piece, by
 * PlainPositionsReader: the rows of a 20 Hz file are most of an import.
 */
const LARGE_FILE_MIN_BYTES = 4 * 1024 * 1024;
/**
 * The one buffer the file is read through. Reading a file whole would cost
 * more than the read itself: every page of a new buffer is a page fault.
 */
const BUFFER_BYTES = 1024 * 1024;

/**
 * The tracks of a large positions file of plain rows; undefined for any
 * other file (the streamed import then reads it and reports what is wrong
 * with it).
 */
export function readLargePositionsFile(
  path: string,
  size: number,
  format: ImportFormat,
  fileName: string,
  bufferBytes = BUFFER_BYTES,
): Track[] | undefined {
  if (format !== 'auto' && format !== 'positions') return undefined;
  if (size < LARGE_FILE_MIN_BYTES) return undefined;
  // Read synchronously: a one-shot command waits for the file anyway.
  const fd = openSync(path, 'r');
  try {
    const buffer = new Uint8Array(Math.max(bufferBytes, DETECTION_BYTES));
    const headBytes = readSync(fd, buffer, 0, DETECTION_BYTES, 0);
    const head = buffer.subarray(0, headBytes);
    // Detected from the head first, so that a large file of another format is streamed.
    if (format === 'auto' && !isPositionsFile(head, fileName)) return undefined;
    const rowsStart = plainRowsStart(head);
    if (rowsStart < 0) return undefined;
    const reader = new PlainPositionsReader(size);
    return readPieces(fd, rowsStart, buffer, reader) ? reader.tracks() : undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The file from `position` to its end through `buffer`, whole lines at a
 * time: the part of a line a read cuts off starts the next piece. False when
 * a row is not plain, or a line does not fit the buffer (no plain row is that long).
 */
function readPieces(
  fd: number,
  position: number,
  buffer: Uint8Array,
  reader: PlainPositionsReader,
): boolean {
  let carried = 0;
  for (;;) {
    const bytesRead = readSync(fd, buffer, carried, buffer.length - carried, position);
    position += bytesRead;
    const filled = carried + bytesRead;
    // The file's end: what is left is its last line, without a line end.
    if (bytesRead === 0) return reader.read(buffer.subarray(0, filled));
    const linesEnd = buffer.lastIndexOf(10, filled - 1) + 1;
    if (linesEnd === 0 && filled === buffer.length) return false;
    if (!reader.read(buffer.subarray(0, linesEnd))) return false;
    buffer.copyWithin(0, linesEnd, filled);
    carried = filled - linesEnd;
  }
}

function isPositionsFile(head: Uint8Array, fileName: string): boolean {
  try {
    return detectFormat(head, fileName) === 'positions';
  } catch {
    // What detection finds wrong, the streamed import reports.
    return false;
  }
}
