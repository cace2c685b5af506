import {
  DETECTION_BYTES,
  detectFormat,
  ImportError,
  type Track,
  type TrackFormat,
} from '@touchline/domain/analysis';
import type { StoredCsvPreview } from '../../db/tables.js';
import { csvPreviewOf, PREVIEW_BYTES } from './csvPreviewOf.js';
import { importStoredFile, inflatedBytes, type StoredFile } from './importStoredFile.js';

/** What an import lists of one track of a file: who it may be, when, how much. */
export interface TrackSummary {
  key: string;
  athleteName: string | null;
  shirtNumber: string | null;
  deviceSerial: string | null;
  startMs: number;
  endMs: number;
  sampleCount: number;
  hasHeartRate: boolean;
}

export type TrackFileReading =
  /** Read: its format and tracks. */
  | { kind: 'read'; format: TrackFormat; tracks: TrackSummary[] }
  /** An EPTS metadata file: read only together with the raw data file it describes. */
  | { kind: 'eptsMetadata' }
  /** Not readable: why (file and line), and a CSV's first lines for mapping its columns. */
  | { kind: 'unreadable'; problem: string; csvPreview: StoredCsvPreview | null };

/**
 * Reads a file of an import to list the tracks it holds (docs/product/importing.md §2),
 * with the importers processing reads it with. Runs on an engine thread: the
 * importers never run on the API's thread.
 */
export async function readTrackFile(file: StoredFile): Promise<TrackFileReading> {
  // The file's start, inflated on its own: the importers read the whole file as a stream.
  const head = await inflatedBytes(file.contentParts, PREVIEW_BYTES);
  if (file.format === 'auto' && isEptsMetadata(head, file.fileName)) {
    return { kind: 'eptsMetadata' };
  }
  try {
    const tracks = (await importStoredFile(file)).filter((track) => track.timeMs.length > 0);
    const [first] = tracks;
    if (!first) throw new ImportError('no samples in the file', { file: file.fileName });
    return { kind: 'read', format: first.metadata.format, tracks: tracks.map(summaryOf) };
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    return { kind: 'unreadable', problem: error.message, csvPreview: csvPreviewOf(head) };
  }
}

function isEptsMetadata(bytes: Uint8Array, fileName: string): boolean {
  try {
    // Longer than detection reads: it judges complete lines only.
    return detectFormat(bytes.subarray(0, 4 * DETECTION_BYTES), fileName) === 'epts';
  } catch {
    return false;
  }
}

function summaryOf(track: Track): TrackSummary {
  let startMs = Infinity;
  let endMs = -Infinity;
  for (const timeMs of track.timeMs) {
    startMs = Math.min(startMs, timeMs);
    endMs = Math.max(endMs, timeMs);
  }
  const { metadata } = track;
  return {
    key: track.id,
    athleteName: metadata.athleteName ?? null,
    shirtNumber: metadata.shirtNumber ?? null,
    deviceSerial: metadata.deviceSerial ?? null,
    startMs,
    endMs,
    sampleCount: track.timeMs.length,
    hasHeartRate: track.heartRateBpm?.some((bpm) => !Number.isNaN(bpm)) ?? false,
  };
}
