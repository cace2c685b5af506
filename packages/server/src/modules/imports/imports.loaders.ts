import DataLoader from 'dataloader';
import { and, asc, eq, inArray, max, min, sql } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { byKeys, groupBy } from '../../db/loaderRows.js';
import {
  athletes,
  columnMappings,
  importFiles,
  imports,
  importTracks,
  PENDING_RAW_TRACK_STATUSES,
  processingWarnings,
  rawTracks,
  sessionParticipations,
  sessions,
  uploads,
} from '../../db/tables.js';
import { nameOrder } from '../sessionReports/index.js';
import {
  processingStatusOf,
  type ColumnMappingView,
  type ImportFileRow,
  type ImportTrackView,
  type SessionFileRow,
} from './importRows.js';

type ColumnMappingRow = typeof columnMappings.$inferSelect;

/** The warning processing left about a raw track (its participation's, from its upload). */
const warningOfRawTrack = and(
  eq(processingWarnings.sessionParticipationId, rawTracks.sessionParticipationId),
  eq(processingWarnings.uploadId, rawTracks.uploadId),
);

const PENDING = sql.raw(PENDING_RAW_TRACK_STATUSES.map((status) => `'${status}'`).join(', '));

/** Imports, their files and tracks, saved mappings, and sessions' files and progress: batched per request. */
export function createImportLoaders(db: Db) {
  return {
    importById: byIdLoader(db, imports),
    importFileById: byIdLoader(db, importFiles),
    importTrackById: byIdLoader(db, importTracks),
    /** In the order they were sent. */
    importFilesByImportId: new DataLoader<string, ImportFileRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(importFiles)
        .where(inArray(importFiles.importId, [...ids]))
        .orderBy(asc(importFiles.createdAt), asc(importFiles.id));
      return groupBy(ids, rows, (row) => row.importId);
    }),
    /** By key; once processed, each with its raw track's status. */
    importTracksByFileId: new DataLoader<string, ImportTrackView[]>(async (ids) => {
      const rows = await db
        .select({
          track: importTracks,
          status: rawTracks.status,
          warning: processingWarnings.message,
        })
        .from(importTracks)
        .leftJoin(rawTracks, eq(rawTracks.id, importTracks.rawTrackId))
        .leftJoin(processingWarnings, warningOfRawTrack)
        .where(inArray(importTracks.importFileId, [...ids]))
        .orderBy(asc(importTracks.key), asc(importTracks.id));
      const views = distinctById(
        rows.map(({ track, status, warning }) => ({
          ...track,
          ...(status
            ? processingStatusOf({ status, warning })
            : { status: 'ready' as const, problem: null }),
          fileId: track.importFileId,
        })),
      );
      return groupBy(ids, views, (view) => view.fileId);
    }),
    /** The earliest and latest sample of an import's files: the new session it proposes. */
    importSpanById: new DataLoader<string, { start: Date | null; end: Date | null }>(
      async (ids) => {
        const rows = await db
          .select({
            importId: importFiles.importId,
            start: min(importTracks.startTime),
            end: max(importTracks.endTime),
          })
          .from(importTracks)
          .innerJoin(importFiles, eq(importFiles.id, importTracks.importFileId))
          .where(inArray(importFiles.importId, [...ids]))
          .groupBy(importFiles.importId);
        return byKeys(ids, rows, (row) => row.importId, { start: null, end: null });
      },
    ),
    /** By name. */
    columnMappingsByClubId: new DataLoader<string, ColumnMappingView[]>(async (ids) => {
      const rows = await db
        .select()
        .from(columnMappings)
        .where(inArray(columnMappings.clubId, [...ids]))
        .orderBy(asc(columnMappings.name));
      return groupBy(ids, rows.map(savedMappingView), (row) => row.clubId);
    }),
    sessionFileById: byIdLoader(db, uploads),
    /** In the order they were uploaded. */
    sessionFilesBySessionId: new DataLoader<string, SessionFileRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(uploads)
        .where(inArray(uploads.sessionId, [...ids]))
        .orderBy(asc(uploads.createdAt), asc(uploads.id));
      return groupBy(ids, rows, (row) => row.sessionId);
    }),
    /** Each athlete's raw track of an upload, by athlete name, as its import read it where one did. */
    sessionFileTracksByUploadId: new DataLoader<string, ImportTrackView[]>(async (ids) => {
      const rows = await db
        .select({
          raw: rawTracks,
          uploadId: rawTracks.uploadId,
          athleteId: sessionParticipations.athleteId,
          athleteName: athletes.name,
          session: { startTime: sessions.startTime, endTime: sessions.endTime },
          read: importTracks,
          warning: processingWarnings.message,
        })
        .from(rawTracks)
        .innerJoin(
          sessionParticipations,
          eq(sessionParticipations.id, rawTracks.sessionParticipationId),
        )
        .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
        .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
        .leftJoin(importTracks, eq(importTracks.rawTrackId, rawTracks.id))
        .leftJoin(processingWarnings, warningOfRawTrack)
        .where(inArray(rawTracks.uploadId, [...ids]));
      rows.sort((a, b) => nameOrder.compare(a.athleteName, b.athleteName));
      const views = distinctById(
        rows.map((row) => ({ ...sessionFileTrackView(row), uploadId: row.uploadId })),
      );
      return groupBy(ids, views, (view) => view.uploadId);
    }),
    /** Tracks of the session's current round of processing, and how many of them are through. */
    processingProgressBySessionId: new DataLoader<string, { done: number; total: number }>(
      async (ids) => {
        const since = sql`${rawTracks.processedAt} >= ${sessions.processingStartedAt}`;
        const rows = await db
          .select({
            sessionId: sessions.id,
            total: sql<number>`count(*) filter (where ${rawTracks.status} in (${PENDING}) or ${since})::int`,
            done: sql<number>`count(*) filter (where ${rawTracks.status} not in (${PENDING}) and ${since})::int`,
          })
          .from(sessions)
          .innerJoin(sessionParticipations, eq(sessionParticipations.sessionId, sessions.id))
          .innerJoin(rawTracks, eq(rawTracks.sessionParticipationId, sessionParticipations.id))
          .where(and(inArray(sessions.id, [...ids]), eq(sessions.dataProcessing, true)))
          .groupBy(sessions.id);
        return byKeys(ids, rows, (row) => row.sessionId, { sessionId: '', done: 0, total: 0 });
      },
    ),
  };
}

/** One view per track: a raw track with several warnings joins once per warning. */
function distinctById<T extends { id: string }>(views: T[]): T[] {
  const seen = new Set<string>();
  return views.filter((view) => !seen.has(view.id) && !!seen.add(view.id));
}

function savedMappingView(row: ColumnMappingRow): ColumnMappingView & { clubId: string } {
  return { ...row.mapping, id: row.id, name: row.name, clubId: row.clubId };
}

/** A session file's raw track as the Files panel lists it, with what its import read where one did. */
function sessionFileTrackView(row: {
  raw: typeof rawTracks.$inferSelect;
  athleteId: string;
  session: { startTime: Date; endTime: Date };
  read: typeof importTracks.$inferSelect | null;
  warning: string | null;
}): ImportTrackView {
  const { raw, read } = row;
  const stats = raw.sampleStats;
  const at = (ms: number | null | undefined, fallback: Date) =>
    ms == null ? fallback : new Date(ms);
  return {
    id: raw.id,
    key: raw.trackKey,
    athleteName: read?.athleteName ?? null,
    shirtNumber: read?.shirtNumber ?? null,
    deviceSerial: read?.deviceSerial ?? null,
    startTime: read?.startTime ?? at(stats?.firstSampleMs, row.session.startTime),
    endTime: read?.endTime ?? at(stats?.lastSampleMs, row.session.endTime),
    sampleCount: read?.sampleCount ?? stats?.sampleCount ?? 0,
    hasHeartRate: read?.hasHeartRate ?? false,
    athleteId: row.athleteId,
    // A file sent to a session names its athletes: the coach's choice.
    matchedBy: read?.matchedBy ?? 'coach',
    ...processingStatusOf({ status: raw.status, warning: row.warning }),
  };
}
