import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, processingWarnings, rawTracks } from '../../db/tables.js';
import type { RawTrackInput } from './loadRawTrackInput.js';
import { announceProgress } from './rawTrackStages.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Replaces what a participation's processing left (its metric sets, heat maps
 * by cascade, and warnings) with what `write` inserts, and marks the raw track
 * processed or failed, in one transaction: running a job twice leaves the same
 * rows, and a crash leaves the old ones. The raw track's row is locked first,
 * so two jobs of one raw track (a re-processing queued while one runs) replace
 * the rows one after the other instead of colliding. False when the raw
 * track has gone (its file or session was deleted): nothing is written.
 */
export async function replaceParticipationResults(
  db: Db,
  input: RawTrackInput,
  status: 'processed' | 'failed',
  write: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: rawTracks.id })
      .from(rawTracks)
      .where(eq(rawTracks.id, input.rawTrackId))
      .for('update');
    if (!locked) return false;
    await tx
      .delete(athleteMetricSets)
      .where(eq(athleteMetricSets.sessionParticipationId, input.participationId));
    await tx
      .delete(processingWarnings)
      .where(eq(processingWarnings.sessionParticipationId, input.participationId));
    await write(tx);
    await tx
      .update(rawTracks)
      .set({ status, processedAt: new Date() })
      .where(eq(rawTracks.id, input.rawTrackId));
    await announceProgress(tx, [input]);
    return true;
  });
}
