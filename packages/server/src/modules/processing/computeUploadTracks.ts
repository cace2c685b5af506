import type { MessagePort } from 'node:worker_threads';
import {
  ImportError,
  type ProcessingWarningCode,
  type Track,
  trackSampleStats,
} from '@touchline/domain/analysis';
import {
  athleteMetricSetValues,
  heatmapSecondsBytes,
  metricSetOwner,
} from './athleteMetricSetValues.js';
import { computeParticipationMetrics } from './computeParticipationMetrics.js';
import { importStoredFile, type GzipParts } from './importStoredFile.js';
import type { RawTrackInput } from './loadRawTrackInput.js';
import type { MetricSetRows } from './storeParticipationMetrics.js';

/** An upload's stored gzip parts: the file's, and an EPTS file's metadata's beside them. */
export interface UploadContent {
  contentParts: GzipParts;
  eptsMetadataParts: GzipParts | null;
}

/** One stored upload and the raw tracks of it to compute, as sent to an engine thread. */
export interface UploadComputation extends UploadContent {
  upload: RawTrackInput['upload'];
  tracks: { input: RawTrackInput; bestTopSpeedKph?: number }[];
  /** Told once the file has been read, before the metrics are computed (the tracks' 'computing'). */
  parsed?: MessagePort;
}

/** What naming a track of an upload, and checking it has samples in its session, reads. */
type TrackOfUpload = Pick<RawTrackInput, 'upload' | 'trackKey' | 'session'>;

export type TrackOutcome =
  | { rawTrackId: string; kind: 'computed'; rows: MetricSetRows }
  /** The file's fault: recorded as a warning, never retried. */
  | { rawTrackId: string; kind: 'failed'; code: ProcessingWarningCode; message: string }
  /** A bug or a resource limit: retried, then recorded. */
  | { rawTrackId: string; kind: 'crashed'; message: string };

// A positions file holds every athlete's track, and its jobs may arrive in
// several batches: the parsed tracks are kept briefly instead of parsing the
// file again.
const CACHE_MS = 30_000;
const CACHE_UPLOADS = 4;
const parsed = new Map<string, { tracks: Promise<Track[]>; until: number }>();

/**
 * Parses an upload once and computes every window of each requested raw
 * track, ready to store. Runs on an engine thread (engineThread.ts); pure but
 * for the cache, so the API thread stays free while it runs.
 */
export async function computeUploadTracks(work: UploadComputation): Promise<TrackOutcome[]> {
  let tracks: Track[];
  try {
    tracks = await parseUpload(work);
    work.parsed?.postMessage('parsed');
  } catch (error) {
    const outcome = failure(error);
    return work.tracks.map(({ input }) => ({ rawTrackId: input.rawTrackId, ...outcome }));
  }
  return work.tracks.map(({ input, bestTopSpeedKph }) => {
    const rawTrackId = input.rawTrackId;
    try {
      const track = pickTrack(tracks, input.trackKey);
      const problem = track ? missingSamples(track, input) : missingTrack(tracks, input);
      if (problem || !track)
        return { rawTrackId, kind: 'failed', code: 'NO_GPS_DATA', message: problem! };
      return { rawTrackId, kind: 'computed', rows: metricSetRows(input, track, bestTopSpeedKph) };
    } catch (error) {
      return { rawTrackId, ...failure(error) };
    }
  });
}

export function failure(error: unknown) {
  if (error instanceof ImportError) {
    return { kind: 'failed' as const, code: 'IMPORT_FAILED' as const, message: error.message };
  }
  return {
    kind: 'crashed' as const,
    message: error instanceof Error ? error.message : String(error),
  };
}

export function parseUpload({
  upload,
  ...content
}: Pick<UploadComputation, 'upload' | keyof UploadContent>): Promise<Track[]> {
  const now = Date.now();
  for (const [id, entry] of parsed) if (entry.until < now) parsed.delete(id);
  const cached = parsed.get(upload.id);
  if (cached) return cached.tracks;
  const tracks = importStoredFile({ ...upload, ...content });
  parsed.set(upload.id, { tracks, until: now + CACHE_MS });
  // A bad file stays cached (its jobs all get the same answer); nothing else does.
  tracks.catch((error: unknown) => {
    if (!(error instanceof ImportError)) parsed.delete(upload.id);
  });
  while (parsed.size > CACHE_UPLOADS) parsed.delete(parsed.keys().next().value!);
  return tracks;
}

function metricSetRows(
  input: RawTrackInput,
  track: Track,
  bestTopSpeedKph?: number,
): MetricSetRows {
  const owner = metricSetOwner(input);
  const windows = computeParticipationMetrics(input, track, bestTopSpeedKph);
  return {
    sampleStats: trackSampleStats(track, input.settings),
    metricSets: windows.map((window) => athleteMetricSetValues(owner, window)),
    heatmaps: windows.flatMap((window) =>
      window.heatmap
        ? [
            {
              windowKey: window.windowKey,
              widthCells: window.heatmap.widthCells,
              heightCells: window.heatmap.heightCells,
              cellM: window.heatmap.cellM,
              seconds: heatmapSecondsBytes(window.heatmap),
            },
          ]
        : [],
    ),
  };
}

export function pickTrack(tracks: readonly Track[], trackKey: string): Track | undefined {
  return trackKey === '*' ? tracks[0] : tracks.find((track) => track.id === trackKey);
}

export function missingTrack(tracks: readonly Track[], input: TrackOfUpload): string {
  const ids = tracks.map((track) => `'${track.id}'`);
  const has =
    ids.length > 0
      ? `it has ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`
      : 'it has no tracks';
  return `${input.upload.fileName}: no track '${input.trackKey}' in the file (${has})`;
}

export function missingSamples(track: Track, input: TrackOfUpload): string | null {
  const { startMs, endMs } = input.session;
  const times = track.timeMs;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (t >= startMs && t < endMs) return null;
  }
  const name =
    input.trackKey === '*'
      ? input.upload.fileName
      : `${input.upload.fileName}, track '${track.id}'`;
  return times.length === 0
    ? `${name}: no samples`
    : `${name}: no samples between the session's start (${new Date(startMs).toISOString()}) and end (${new Date(endMs).toISOString()})`;
}
