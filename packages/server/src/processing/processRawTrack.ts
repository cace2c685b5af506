import { ImportError, type Track } from '@touchline/domain';
import type { Db } from '../db/database.js';
import { computeParticipationMetrics } from './computeParticipationMetrics.js';
import { loadBestTopSpeedKph } from './loadBestTopSpeedKph.js';
import { loadRawTrackInput, type RawTrackInput } from './loadRawTrackInput.js';
import { readUploadTracks } from './readUploadTracks.js';
import { recordProcessingFailure } from './recordProcessingFailure.js';
import { storeParticipationMetrics } from './storeParticipationMetrics.js';

export type RawTrackOutcome = 'processed' | 'failed' | 'gone';

/**
 * One participation's job: read its track from the stored upload, compute
 * every window and replace its metric sets. A bad file or a track without
 * samples is the file's fault: it is recorded as a warning, not retried.
 * Anything else (the database, a bug) is thrown for the queue to retry.
 */
export async function processRawTrack(db: Db, rawTrackId: string): Promise<RawTrackOutcome> {
  const input = await loadRawTrackInput(db, rawTrackId);
  if (!input) return 'gone';
  let tracks: Track[];
  try {
    tracks = await readUploadTracks(db, input.upload);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    await recordProcessingFailure(db, input, 'IMPORT_FAILED', error.message);
    return 'failed';
  }
  const track = pickTrack(tracks, input.trackKey);
  const problem = track ? missingSamples(track, input) : missingTrack(tracks, input);
  if (problem || !track) {
    await recordProcessingFailure(db, input, 'NO_GPS_DATA', problem!);
    return 'failed';
  }
  const bestTopSpeedKph = input.settings.individualSpeedZones
    ? await loadBestTopSpeedKph(db, input.athleteId, input.participationId)
    : undefined;
  await storeParticipationMetrics(
    db,
    input,
    computeParticipationMetrics(input, track, bestTopSpeedKph),
  );
  return 'processed';
}

/** After the last retry: the reason, for staff, instead of metrics. */
export async function recordUnexpectedFailure(db: Db, rawTrackId: string, error: unknown) {
  const input = await loadRawTrackInput(db, rawTrackId);
  if (!input) return;
  const reason = error instanceof Error ? error.message : String(error);
  await recordProcessingFailure(
    db,
    input,
    'PROCESSING_FAILED',
    `${input.upload.fileName}: the metrics could not be computed (${reason}); upload the file again or ask an administrator to look at the server log`,
  );
}

function pickTrack(tracks: readonly Track[], trackKey: string): Track | undefined {
  return trackKey === '*' ? tracks[0] : tracks.find((track) => track.id === trackKey);
}

function missingTrack(tracks: readonly Track[], input: RawTrackInput): string {
  const ids = tracks.map((track) => `'${track.id}'`);
  const has =
    ids.length > 0
      ? `it has ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`
      : 'it has no tracks';
  return `${input.upload.fileName}: no track '${input.trackKey}' in the file (${has})`;
}

function missingSamples(track: Track, input: RawTrackInput): string | null {
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
