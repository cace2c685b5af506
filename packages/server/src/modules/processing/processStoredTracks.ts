import {
  processTrack,
  type ProcessedTrack,
  type ProcessingWarningCode,
} from '@touchline/domain/analysis';
import {
  type UploadContent,
  failure,
  missingSamples,
  missingTrack,
  parseUpload,
  pickTrack,
} from './computeUploadTracks.js';
import type { StoredTrackInput } from './loadRawTrackInput.js';
import { columnBytes, shareColumns } from './shareColumns.js';

/** Raw tracks of one stored upload to clean and filter, as sent to an engine thread. */
export interface StoredTracksWork extends UploadContent {
  /** Each of the same upload. */
  inputs: StoredTrackInput[];
}

export type StoredTrackOutcome =
  /** Its columns in SharedArrayBuffers: kept by the process, read by every engine thread. */
  | { kind: 'processed'; track: ProcessedTrack; bytes: number }
  /** The file's fault (its processing recorded a warning): the athlete has no data. */
  | { kind: 'failed'; code: ProcessingWarningCode; message: string }
  /** A bug or a resource limit: the job is retried. */
  | { kind: 'crashed'; message: string };

/**
 * Parses a stored upload once and processes the requested raw tracks of it
 * (METRICS.md "Cleaning and speed"), with the same checks as processing's
 * computeUploadTracks, into shared columns. Runs on an engine thread.
 */
export async function processStoredTracks({
  inputs,
  ...content
}: StoredTracksWork): Promise<StoredTrackOutcome[]> {
  const [first] = inputs;
  if (!first) return [];
  let tracks;
  try {
    tracks = await parseUpload({ upload: first.upload, ...content });
  } catch (error) {
    const outcome = failure(error);
    return inputs.map(() => outcome);
  }
  return inputs.map((input): StoredTrackOutcome => {
    try {
      const track = pickTrack(tracks, input.trackKey);
      const problem = track ? missingSamples(track, input) : missingTrack(tracks, input);
      if (problem || !track) return { kind: 'failed', code: 'NO_GPS_DATA', message: problem! };
      const processed = shareColumns(processTrack(track, input.settings, input.pitch ?? undefined));
      return { kind: 'processed', track: processed, bytes: columnBytes(processed) };
    } catch (error) {
      return failure(error);
    }
  });
}
