import { gunzipSync } from 'node:zlib';
import {
  importTracks,
  isImportFormat,
  type ColumnMapping,
  type Track,
} from '@touchline/domain/analysis';

/** A tracker file as it is stored (an upload, or a file of an import), with what reading it takes. */
export interface StoredFile {
  fileName: string;
  /** The detected format, 'auto' or a name the domain does not know (read as 'auto'). */
  format: string;
  /** Format 'mapped': the coach's column mapping. */
  columnMapping?: ColumnMapping | null;
  contentGzip: Uint8Array;
  /** The club's IANA zone: the wall clock of times a file writes without an offset. */
  timeZone?: string;
  /** Format 'epts': the metadata XML the raw data file in contentGzip is read with. */
  eptsMetadataGzip?: Uint8Array | null;
}

// Far above the 200 MB a file may have: only a corrupt store inflates further.
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

// The output buffers' size bounds, whatever a trailer says.
const MIN_CHUNK_BYTES = 64 * 1024;
const MAX_CHUNK_BYTES = 32 * 1024 * 1024;

/**
 * The size a gzip file says it inflates to (its last four bytes, modulo
 * 4 GB), within bounds: zlib's output then goes into one buffer of about the
 * file's size, not hundreds of 16 KB ones joined at the end, which took
 * two-thirds of inflating a 4 MB upload. Only a hint: a wrong one costs a
 * few more buffers, never a wrong result.
 */
function inflatedSizeHint(gzip: Uint8Array): number {
  if (gzip.byteLength < 4) return MIN_CHUNK_BYTES;
  const trailer = new DataView(gzip.buffer, gzip.byteOffset + gzip.byteLength - 4, 4);
  return Math.min(Math.max(trailer.getUint32(0, true), MIN_CHUNK_BYTES), MAX_CHUNK_BYTES);
}

/** A stored file's bytes, uncompressed. */
export const inflateStored = (gzip: Uint8Array) =>
  gunzipSync(gzip, { maxOutputLength: MAX_INFLATED_BYTES, chunkSize: inflatedSizeHint(gzip) });

/**
 * Reads a stored file's tracks with the domain's importers: the same options
 * when an import lists its athletes and when processing computes their
 * metrics, so a track's key names the same track both times. Runs on an
 * engine thread.
 */
export function importStoredFile(
  file: StoredFile,
  bytes = inflateStored(file.contentGzip),
): Promise<Track[]> {
  return importTracks(bytes, {
    format: isImportFormat(file.format) ? file.format : 'auto',
    fileName: file.fileName,
    timeZone: file.timeZone,
    ...(file.columnMapping && {
      columnMapping: { ...file.columnMapping, timeZone: file.timeZone },
    }),
    ...(file.eptsMetadataGzip && { eptsMetadata: inflateStored(file.eptsMetadataGzip) }),
  });
}
