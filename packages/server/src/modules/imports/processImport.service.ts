import { eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { importFiles, imports, importTracks } from '../../db/tables.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { ImportSessionChoice } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { processRawTrackJob } from '../processing/index.js';
import { createSession, storeSessionFile } from '../sessions/index.js';
import { chosenSession, type SessionTarget } from './chosenSession.js';
import { type ImportFileRow, type ImportRow, type ImportTrackRow } from './importRows.js';
import { lockOpenImport, openImport } from './openImport.js';
import { rememberSerials } from './rememberSerials.js';
import { ONE_FILE_EACH } from './setImportTrackAthlete.service.js';

export const NO_ATHLETE_CHOSEN = 'Choose an athlete for at least one file.';

type Chosen = ImportTrackRow & { athleteId: string };

/**
 * 'Process' (docs/product/importing.md §4): in one transaction, creates the
 * session if it is new, stores each file with its matched tracks as an upload
 * of it (replacing an athlete's earlier file there), queues their processing,
 * and remembers the confirmed device serials. An import is processed once.
 */
export async function processImport(
  ctx: Pick<GraphQLContext, 'db' | 'jobs' | 'access'>,
  importId: string,
  choice: ImportSessionChoice,
): Promise<Outcome<ImportRow>> {
  const found = await openImport(ctx.db, ctx.access, importId);
  const target = await chosenSession(ctx, found, choice);
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockOpenImport(tx, found.id);
    const files = await tx.select().from(importFiles).where(eq(importFiles.importId, found.id));
    if (files.some((file) => file.status === 'received')) {
      throw new InvalidInputError('Wait until every file has been read.');
    }
    const tracks =
      files.length === 0
        ? []
        : await tx
            .select()
            .from(importTracks)
            .where(
              inArray(
                importTracks.importFileId,
                files.map((file) => file.id),
              ),
            );
    const chosen = tracks.filter((track): track is Chosen => track.athleteId !== null);
    if (chosen.length === 0) return failed([{ path: ['importId'], message: NO_ATHLETE_CHOSEN }]);
    if (new Set(chosen.map((track) => track.athleteId)).size < chosen.length) {
      return failed([{ path: ['importId'], message: ONE_FILE_EACH }]);
    }
    const session = await sessionOf(tx, found, target);
    for (const file of files) {
      const mine = chosen.filter((track) => track.importFileId === file.id);
      const companion = files.find((each) => each.id === file.companionFileId) ?? null;
      if (mine.length > 0) {
        await storeFile(tx, ctx.jobs, session, { file, companion }, mine, ctx.access.personId);
      }
    }
    const formatOf = new Map(files.map((file) => [file.id, file.format ?? '']));
    await rememberSerials(
      tx,
      found.clubId,
      chosen.map((track) => ({ ...track, format: formatOf.get(track.importFileId)! })),
    );
    const [row] = await tx
      .update(imports)
      .set({ processedAt: new Date(), sessionId: session.id })
      .where(eq(imports.id, found.id))
      .returning();
    await publishEvent(tx, { topic: 'importUpdated', clubId: found.clubId, importId: found.id });
    return done(row!);
  });
  processRawTrackJob.wake(ctx.jobs);
  return outcome;
}

function sessionOf(tx: Db, found: ImportRow, target: SessionTarget): Promise<SessionRow> {
  return 'existing' in target
    ? Promise.resolve(target.existing)
    : createSession(tx, found.clubId, target.create);
}

/**
 * One file of the import as an upload of the session, its tracks linked to
 * their raw tracks. An EPTS metadata file is stored with its raw data file
 * (the upload's content; the metadata beside it). The file's stored parts
 * are handed to the upload as they are, never copied: the import keeps none.
 */
async function storeFile(
  tx: Db,
  jobs: PgBoss,
  session: SessionRow,
  { file, companion }: { file: ImportFileRow; companion: ImportFileRow | null },
  tracks: readonly Chosen[],
  uploadedBy: string | null,
) {
  const content = companion ?? file;
  const upload = await storeSessionFile(tx, jobs, session, {
    fileName: content.fileName,
    format: file.format!,
    content: {
      byteSize: content.byteSize,
      sha256: content.sha256,
      contentId: content.contentId!,
    },
    columnMapping: file.columnMapping,
    eptsMetadataId: companion ? file.contentId : null,
    mapping: Object.fromEntries(tracks.map((track) => [track.key, track.athleteId])),
    uploadedBy,
  });
  for (const rawTrack of upload.rawTracks) {
    const track = tracks.find((each) => each.key === rawTrack.trackKey)!;
    await tx
      .update(importTracks)
      .set({ rawTrackId: rawTrack.id })
      .where(eq(importTracks.id, track.id));
  }
  await tx
    .update(importFiles)
    .set({ uploadId: upload.uploadId, contentId: null })
    .where(inArray(importFiles.id, [file.id, ...(companion ? [companion.id] : [])]));
}
