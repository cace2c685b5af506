import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { athletes, importFiles, importTracks } from '../../db/tables.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import type { ImportRow } from './importRows.js';
import { importTrackSubject } from './importSubjects.js';
import { lockOpenImport } from './openImport.js';

export const ONE_FILE_EACH = 'Each athlete can have only one file in a session.';

/**
 * The coach's choice of athlete for a track (null: nobody, the track is left
 * out), marked 'Matched by: You' (docs/product/importing.md §3). One
 * athlete, one track of an import.
 */
export async function setImportTrackAthlete(
  ctx: Pick<GraphQLContext, 'db' | 'access'>,
  trackId: string,
  athleteId: string | null | undefined,
): Promise<Outcome<ImportRow>> {
  const track = await authorize(ctx.access, 'Update', importTrackSubject(trackId));
  const file = (await ctx.access.loaders.importFileById.load(track.importFileId))!;
  return ctx.db.transaction(async (tx) => {
    const target = await lockOpenImport(tx, file.importId);
    if (athleteId) {
      const [athlete] = await tx
        .select({ id: athletes.id })
        .from(athletes)
        .where(
          and(
            eq(athletes.id, athleteId),
            eq(athletes.clubId, target.clubId),
            isNull(athletes.archivedAt),
          ),
        );
      if (!athlete) {
        return failed([
          { path: ['athleteId'], message: new TouchlineError('ATHLETE_NOT_FOUND').message },
        ]);
      }
      const filesOfImport = tx
        .select({ id: importFiles.id })
        .from(importFiles)
        .where(eq(importFiles.importId, target.id));
      const [other] = await tx
        .select({ id: importTracks.id })
        .from(importTracks)
        .where(
          and(
            inArray(importTracks.importFileId, filesOfImport),
            eq(importTracks.athleteId, athleteId),
            ne(importTracks.id, track.id),
          ),
        );
      if (other) return failed([{ path: ['athleteId'], message: ONE_FILE_EACH }]);
    }
    await tx
      .update(importTracks)
      .set({ athleteId: athleteId ?? null, matchedBy: 'coach' })
      .where(eq(importTracks.id, track.id));
    await publishEvent(tx, { topic: 'importUpdated', clubId: target.clubId, importId: target.id });
    return done(target);
  });
}
