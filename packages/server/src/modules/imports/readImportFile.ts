import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { athletes, importFiles, imports, importTracks } from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { loadFileParts, type StoredFile, type TrackFileReading } from '../processing/index.js';
import {
  eptsCompanionCandidates,
  eptsCompanionOf,
  loadImportFile,
  type StoredImportFile,
} from './importFileContent.js';
import type { ImportWorkersShared, ReadImportFileJob } from './importQueues.js';
import { readImportFileJob } from './importQueues.js';
import { matchTracks } from './matchTracks.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Shown on an EPTS metadata file until the file it describes is in the import. */
export const EPTS_DATA_MISSING = 'Add the raw data file this EPTS metadata describes.';

interface ReadDeps extends ImportWorkersShared {
  db: Db;
  jobs: PgBoss;
}

/**
 * Reads one file of an import on an engine thread and stores what it holds:
 * its format and tracks, each with the athlete matching proposes, or why it
 * cannot be read. An EPTS metadata file is read with its raw data file, and
 * waits for it. A file removed, or an import processed, meanwhile is left
 * alone.
 */
export async function readImportFile(deps: ReadDeps, job: ReadImportFileJob): Promise<void> {
  const file = await loadImportFile(deps.db, job.fileId);
  // Its parts are an upload's once the import is processed: nothing to read then.
  if (!file?.contentId || file.importId !== job.importId) return;
  if (file.format === 'epts') return readEptsPair(deps, file);
  const reading = await deps.engine.readTrackFile({
    fileName: file.fileName,
    format: file.columnMapping ? 'mapped' : 'auto',
    columnMapping: file.columnMapping,
    contentParts: await loadFileParts(deps.db, file.contentId),
    timeZone: file.timeZone,
  });
  if (reading.kind === 'eptsMetadata') {
    return readEptsPair(deps, { ...file, format: 'epts' });
  }
  await storeReading(deps, file, reading);
}

/** An EPTS metadata file and its raw data file, read together once both are in the import. */
async function readEptsPair(deps: ReadDeps, metadata: StoredImportFile): Promise<void> {
  const candidates = await eptsCompanionCandidates(deps.db, metadata.importId, metadata.id);
  const chosen = eptsCompanionOf(metadata, candidates);
  const companion = chosen && (await loadImportFile(deps.db, chosen.id));
  if (!companion?.contentId || !metadata.contentId) {
    await storeReading(deps, metadata, { kind: 'eptsMetadata' });
    return;
  }
  const pair: StoredFile = {
    fileName: companion.fileName,
    format: 'epts',
    contentParts: await loadFileParts(deps.db, companion.contentId),
    eptsMetadataParts: await loadFileParts(deps.db, metadata.contentId),
    timeZone: metadata.timeZone,
  };
  await storeReading(deps, metadata, await deps.engine.readTrackFile(pair), companion);
}

/** Stores a file's reading in one transaction, then announces the import's change. */
async function storeReading(
  deps: ReadDeps,
  file: StoredImportFile,
  reading: TrackFileReading,
  companion?: StoredImportFile,
): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    // One read of the import at a time decides whom its tracks are matched to.
    const [locked] = await tx
      .select({ processedAt: imports.processedAt })
      .from(imports)
      .where(eq(imports.id, file.importId))
      .for('update');
    const [still] = await tx
      .select({ id: importFiles.id })
      .from(importFiles)
      .where(eq(importFiles.id, file.id));
    if (!locked || locked.processedAt || !still) return false;
    await tx.delete(importTracks).where(eq(importTracks.importFileId, file.id));
    const waiting = await writeReading(tx, file, reading, companion);
    await publishEvent(tx, {
      topic: 'importUpdated',
      clubId: file.clubId,
      importId: file.importId,
    });
    return waiting;
  });
  if (queued) readImportFileJob.wake(deps.jobs);
}

/** Writes the file's new state; true when it queued the read of an EPTS metadata file waiting for it. */
async function writeReading(
  tx: Transaction,
  file: StoredImportFile,
  reading: TrackFileReading,
  companion?: StoredImportFile,
): Promise<boolean> {
  const setFile = (values: Partial<typeof importFiles.$inferInsert>) =>
    tx.update(importFiles).set(values).where(eq(importFiles.id, file.id));
  const cleared = { problem: null, csvPreview: null };
  switch (reading.kind) {
    case 'eptsMetadata':
      await setFile({
        status: 'received',
        format: 'epts',
        companionFileId: null,
        problem: EPTS_DATA_MISSING,
        csvPreview: null,
      });
      return false;
    case 'unreadable':
      await setFile({
        status: 'unreadable',
        format: null,
        companionFileId: null,
        problem: reading.problem,
        csvPreview: reading.csvPreview,
      });
      return companion ? false : queueWaitingEptsReads(tx, file);
    case 'read': {
      await setFile({
        status: 'ready',
        format: reading.format,
        companionFileId: companion?.id ?? null,
        ...cleared,
      });
      if (companion) {
        await tx
          .update(importFiles)
          .set({ status: 'ready', format: reading.format, ...cleared })
          .where(eq(importFiles.id, companion.id));
      }
      const matches = matchTracks(
        reading.tracks,
        { format: reading.format, fileName: file.fileName },
        await currentAthletes(tx, file.clubId),
        await athletesTaken(tx, file.importId),
      );
      await tx.insert(importTracks).values(
        reading.tracks.map((track, k) => ({
          clubId: file.clubId,
          importFileId: file.id,
          key: track.key,
          athleteName: track.athleteName,
          shirtNumber: track.shirtNumber,
          deviceSerial: track.deviceSerial,
          startTime: new Date(track.startMs),
          endTime: new Date(track.endMs),
          sampleCount: track.sampleCount,
          hasHeartRate: track.hasHeartRate,
          ...matches[k]!,
        })),
      );
      return false;
    }
  }
}

/** A file that cannot be read by itself may be an EPTS metadata file's raw data: read those waiting again. */
async function queueWaitingEptsReads(tx: Transaction, file: StoredImportFile): Promise<boolean> {
  const waiting = await tx
    .select({ id: importFiles.id })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.importId, file.importId),
        eq(importFiles.format, 'epts'),
        eq(importFiles.status, 'received'),
        ne(importFiles.id, file.id),
      ),
    );
  await readImportFileJob.sendInTransaction(
    tx,
    waiting.map(({ id }) => ({ clubId: file.clubId, importId: file.importId, fileId: id })),
  );
  return waiting.length > 0;
}

/** The club's current squad, as matching reads it. */
export function currentAthletes(tx: Pick<Db, 'select'>, clubId: string) {
  return tx
    .select({
      id: athletes.id,
      name: athletes.name,
      preferredName: athletes.preferredName,
      shirtNumber: athletes.shirtNumber,
      deviceSerials: athletes.deviceSerials,
    })
    .from(athletes)
    .where(and(eq(athletes.clubId, clubId), isNull(athletes.archivedAt)));
}

/** The athletes already chosen for a track of the import. */
async function athletesTaken(tx: Pick<Db, 'select'>, importId: string): Promise<Set<string>> {
  const files = tx
    .select({ id: importFiles.id })
    .from(importFiles)
    .where(eq(importFiles.importId, importId));
  const rows = await tx
    .select({ athleteId: importTracks.athleteId })
    .from(importTracks)
    .where(inArray(importTracks.importFileId, files));
  return new Set(rows.flatMap((row) => (row.athleteId ? [row.athleteId] : [])));
}
