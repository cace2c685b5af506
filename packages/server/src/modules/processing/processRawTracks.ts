import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rawTracks } from '../../db/tables.js';
import type { TrackOutcome } from './computeUploadTracks.js';
import type { EngineThreads } from './engineThreads.js';
import { loadBestTopSpeedsKph } from './loadBestTopSpeedsKph.js';
import { loadRawTrackInput, type RawTrackInput } from './loadRawTrackInput.js';
import { loadUploadContent } from './loadUploadContent.js';
import { advanceRawTracks } from './rawTrackStages.js';
import { recordProcessingFailure } from './recordProcessingFailure.js';
import { storeParticipationMetrics } from './storeParticipationMetrics.js';

export type RawTrackOutcome = 'processed' | 'failed' | 'gone';

/**
 * A raw track whose processing started this often without finishing took its
 * process down each time (or the process was killed each time): it is set
 * aside with a warning instead of being resumed at every restart.
 */
export const MAX_PROCESSING_STARTS = 5;

/**
 * The jobs of a batch of raw tracks: each upload is read once, on an engine
 * thread, for all of its tracks in the batch; the results are stored here. A
 * bad file or a track without samples is the file's fault and ends as a
 * warning; anything else is an Error in the answer, for the queue to retry.
 * The tracks go through the stages 'reading' (the file is parsed) and
 * 'computing' (their metrics), each announced to the session's pages. A
 * track whose session was deleted meanwhile is 'gone': nothing is written.
 */
export async function processRawTracks(
  deps: { db: Db; engine: EngineThreads },
  rawTrackIds: readonly string[],
): Promise<Map<string, RawTrackOutcome | Error>> {
  const { db } = deps;
  const outcomes = new Map<string, RawTrackOutcome | Error>();
  const starts = await countProcessingStart(db, rawTrackIds);
  const byUpload = new Map<string, { input: RawTrackInput; bestTopSpeedKph?: number }[]>();
  for (const rawTrackId of rawTrackIds) {
    const input = await loadRawTrackInput(db, rawTrackId);
    if (!input) {
      outcomes.set(rawTrackId, 'gone');
      continue;
    }
    const started = starts.get(rawTrackId) ?? 0;
    if (started > MAX_PROCESSING_STARTS) {
      await recordProcessingFailure(
        db,
        input,
        'PROCESSING_FAILED',
        `${input.upload.fileName}: processing stopped ${started - 1} times before it could finish, so the file was set aside; upload it again or ask an administrator to look at the server log`,
      );
      outcomes.set(rawTrackId, 'failed');
      continue;
    }
    const bestTopSpeedKph = input.settings.individualSpeedZones
      ? (await loadBestTopSpeedsKph(db, [input])).get(input.athleteId)
      : undefined;
    const group = byUpload.get(input.upload.id) ?? [];
    group.push({ input, bestTopSpeedKph });
    byUpload.set(input.upload.id, group);
  }
  const staged = (group: { input: RawTrackInput }[]) => group.map(({ input }) => input);
  await advanceRawTracks(db, [...byUpload.values()].flatMap(staged), ['queued'], 'reading');
  await Promise.all(
    [...byUpload.values()].map(async (tracks) => {
      const upload = tracks[0]!.input.upload;
      try {
        const content = await loadUploadContent(db, upload.id);
        if (!content) throw new Error('the upload has gone');
        let computing = Promise.resolve();
        const results = await deps.engine.compute({ upload, ...content, tracks }, () => {
          computing = advanceRawTracks(db, staged(tracks), ['reading'], 'computing');
        });
        await computing;
        for (const result of results) {
          const input = tracks.find((track) => track.input.rawTrackId === result.rawTrackId)!.input;
          outcomes.set(result.rawTrackId, await storeOutcome(db, input, result));
        }
      } catch (error) {
        for (const { input } of tracks) {
          if (!outcomes.has(input.rawTrackId)) outcomes.set(input.rawTrackId, asError(error));
        }
      }
    }),
  );
  return outcomes;
}

/** Counts the start in its own committed statement, so a crash right after still counts. */
async function countProcessingStart(db: Db, rawTrackIds: readonly string[]) {
  if (rawTrackIds.length === 0) return new Map<string, number>();
  const rows = await db
    .update(rawTracks)
    .set({ processingStarts: sql`${rawTracks.processingStarts} + 1` })
    .where(inArray(rawTracks.id, [...rawTrackIds]))
    .returning({ id: rawTracks.id, starts: rawTracks.processingStarts });
  return new Map(rows.map((row) => [row.id, row.starts]));
}

async function storeOutcome(
  db: Db,
  input: RawTrackInput,
  result: TrackOutcome,
): Promise<RawTrackOutcome | Error> {
  switch (result.kind) {
    case 'computed':
      return (await storeParticipationMetrics(db, input, result.rows)) ? 'processed' : 'gone';
    case 'failed':
      return (await recordProcessingFailure(db, input, result.code, result.message))
        ? 'failed'
        : 'gone';
    case 'crashed':
      return new Error(result.message);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
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
