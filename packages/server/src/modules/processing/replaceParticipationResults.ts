import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, processingWarnings, rawTracks } from '../../db/tables.js';
import type { RawTrackInput } from './loadRawTrackInput.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Replaces what a participation's processing left (its metric sets, heat maps
 * by cascade, and warnings) with what `write` inserts, and marks the raw track
 * processed or failed, in one transaction: running a job twice leaves the same
 * rows, and a crash leaves the old ones. The raw track's row is locked first,
 * so two jobs of one raw track (a re-processing queued while one runs) replace
 * the rows one after the other instead of colliding.
 */
export async function replaceParticipationResults(
  db: Db,
  input: RawTrackInput,
  status: 'processed' | 'failed',
  write: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: rawTracks.id })
      .from(rawTracks)
      .where(eq(rawTracks.id, input.rawTrackId))
      .for('update');
    if (!locked) return;
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
  });
}
