import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import {
  DETECTION_BYTES,
  detectFormat,
  parsePlainPositions,
  type ImportFormat,
  type Track,
} from '@touchline/domain/analysis';

/**
 * From this size a positions file is read whole and parsed in one pass
 * (parsePlainPositions): the rows of a 20 Hz file are most of an import.
 */
const WHOLE_FILE_MIN_BYTES = 4 * 1024 * 1024;
/** Above this size a file is streamed, not held in memory whole. */
const WHOLE_FILE_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The tracks of a large positions file of plain rows, read whole; undefined
 * for any other file (the streamed import then reads it and reports what is
 * wrong with it).
 */
export function readLargePositionsFile(
  path: string,
  size: number,
  format: ImportFormat,
  fileName: string,
): Track[] | undefined {
  if (format !== 'auto' && format !== 'positions') return undefined;
  if (size < WHOLE_FILE_MIN_BYTES || size > WHOLE_FILE_MAX_BYTES) return undefined;
  // Read synchronously: a one-shot command waits for the file anyway, and one
  // read of the whole file is faster than the chunked reads of a file handle.
  const fd = openSync(path, 'r');
  try {
    // Detected from the head first, so that a large file of another format is read once, streamed.
    const head = new Uint8Array(DETECTION_BYTES);
    const bytesRead = readSync(fd, head, 0, DETECTION_BYTES, 0);
    if (format === 'auto' && !isPositionsFile(head.subarray(0, bytesRead), fileName)) {
      return undefined;
    }
    // The read above was at a given position: the descriptor's own still stands at the start.
    const whole = readFileSync(fd);
    return parsePlainPositions(new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength));
  } finally {
    closeSync(fd);
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
