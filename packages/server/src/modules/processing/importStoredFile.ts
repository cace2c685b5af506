import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  importTracks,
  isImportFormat,
  type ColumnMapping,
  type Track,
} from '@touchline/domain/analysis';

/** A stored file's gzip, in the parts it is stored in (file_parts), in order. */
export type GzipParts = readonly Uint8Array[];

/** A tracker file as it is stored (an upload, or a file of an import), with what reading it takes. */
export interface StoredFile {
  fileName: string;
  /** The detected format, 'auto' or a name the domain does not know (read as 'auto'). */
  format: string;
  /** Format 'mapped': the coach's column mapping. */
  columnMapping?: ColumnMapping | null;
  contentParts: GzipParts;
  /** The club's IANA zone: the wall clock of times a file writes without an offset. */
  timeZone?: string;
  /** Format 'epts': the metadata XML the raw data file in contentParts is read with. */
  eptsMetadataParts?: GzipParts | null;
}

// Far above the 200 MB a file may have: only a corrupt store inflates further.
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
// Large output chunks: the importers take a few hundred per file, not thousands.
const CHUNK_BYTES = 1 << 20;

/**
 * A stored file's bytes, inflated as they are read: the importers parse text
 * chunk by chunk, so the file is never whole in memory. A file of several
 * gzip members reads as them all, one after another.
 */
export async function* inflateStored(parts: GzipParts): AsyncGenerator<Uint8Array> {
  const gunzip = Readable.from(parts).pipe(createGunzip({ chunkSize: CHUNK_BYTES }));
  let inflated = 0;
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    inflated += chunk.length;
    if (inflated > MAX_INFLATED_BYTES) {
      throw new RangeError(`a stored file inflates past ${MAX_INFLATED_BYTES} bytes`);
    }
    yield chunk;
  }
}

/** A stored file's bytes in one array, or only its first `upTo` (a small file, or a file's head). */
export async function inflatedBytes(parts: GzipParts, upTo = Infinity): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of inflateStored(parts)) {
    chunks.push(chunk);
    bytes += chunk.length;
    if (bytes >= upTo) break;
  }
  return Buffer.concat(chunks).subarray(0, upTo);
}

/**
 * Reads a stored file's tracks with the domain's importers: the same options
 * when an import lists its athletes and when processing computes their
 * metrics, so a track's key names the same track both times. Runs on an
 * engine thread.
 */
export async function importStoredFile(file: StoredFile): Promise<Track[]> {
  return importTracks(inflateStored(file.contentParts), {
    format: isImportFormat(file.format) ? file.format : 'auto',
    fileName: file.fileName,
    timeZone: file.timeZone,
    ...(file.columnMapping && {
      columnMapping: { ...file.columnMapping, timeZone: file.timeZone },
    }),
    ...(file.eptsMetadataParts && {
      eptsMetadata: await inflatedBytes(file.eptsMetadataParts),
    }),
  });
}
