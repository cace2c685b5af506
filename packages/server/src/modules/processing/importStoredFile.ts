import { gunzipSync } from 'node:zlib';
import { importTracks, isImportFormat, type ColumnMapping, type Track } from '@touchline/domain/analysis';

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

/** A stored file's bytes, uncompressed. */
export const inflateStored = (gzip: Uint8Array) =>
  gunzipSync(gzip, { maxOutputLength: MAX_INFLATED_BYTES });

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
