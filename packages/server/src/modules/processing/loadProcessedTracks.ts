import type { Db } from '../../db/database.js';
import type { EngineThreads } from './engineThreads.js';
import type { StoredTrackInput } from './loadRawTrackInput.js';
import { loadUploadContent } from './loadUploadContent.js';
import type { ProcessedTrackCache } from './processedTrackCache.js';
import type { StoredTrackOutcome } from './processStoredTracks.js';

/** What a worker process keeps to answer processed tracks quickly. */
export interface ProcessedTrackDeps {
  db: Db;
  engine: EngineThreads;
  processedTracks: ProcessedTrackCache;
}

/**
 * Stored raw tracks, processed: from the cache, else read from their uploads
 * and processed on the engine threads (then kept). The tracks not kept of one
 * upload (a positions file holds the whole team) share one read and one parse.
 */
export function loadProcessedTracks(
  deps: ProcessedTrackDeps,
  inputs: readonly StoredTrackInput[],
): Promise<StoredTrackOutcome[]> {
  const missed = new Map<string, StoredTrackInput[]>();
  const runs = new Map<string, Promise<StoredTrackOutcome[]>>();
  return Promise.all(
    inputs.map((input) =>
      deps.processedTracks.processed(input, async () => {
        const uploadId = input.upload.id;
        const group = missed.get(uploadId) ?? [];
        missed.set(uploadId, group);
        const index = group.push(input) - 1;
        // Asked for synchronously, one after the other: every miss is listed before this goes on.
        await Promise.resolve();
        const run = runs.get(uploadId) ?? processUpload(deps, group);
        runs.set(uploadId, run);
        return (await run)[index]!;
      }),
    ),
  );
}

async function processUpload(
  { db, engine }: ProcessedTrackDeps,
  inputs: StoredTrackInput[],
): Promise<StoredTrackOutcome[]> {
  const content = await loadUploadContent(db, inputs[0]!.upload.id);
  if (!content)
    return inputs.map(() => ({ kind: 'failed', code: 'IMPORT_FAILED', message: 'gone' }));
  return engine.processStoredTracks({ ...content, inputs });
}
