import type { ColumnMapping } from '@touchline/domain';
import type {
  importFiles,
  uploads,
  imports,
  importTracks,
  RawTrackStatus,
  TrackMatchSource,
} from '../../db/tables.js';
import type { ImportStatus } from '../../generated/graphql.js';

// Row types of imports, named for GraphQL codegen's mappers.

export type ImportRow = typeof imports.$inferSelect;
export type ImportTrackRow = typeof importTracks.$inferSelect;

/** A file of an import: its bytes are in file_parts, read by its jobs only. */
export type ImportFileRow = typeof importFiles.$inferSelect;
/** A session's upload as its Files panel lists it. */
export type SessionFileRow = typeof uploads.$inferSelect;

/** Where a stored raw track's processing stands, and its warning when it ended with one. */
export interface RawTrackProgress {
  status: RawTrackStatus;
  warning: string | null;
}

/**
 * A track as the review and the Files panel show it: an import's track (read
 * from its file, matched to an athlete), or a session file's raw track, with
 * its processing status.
 */
export interface ImportTrackView {
  id: string;
  key: string;
  athleteName: string | null;
  shirtNumber: string | null;
  deviceSerial: string | null;
  startTime: Date;
  endTime: Date;
  sampleCount: number;
  hasHeartRate: boolean;
  athleteId: string | null;
  matchedBy: TrackMatchSource;
  status: ImportStatus;
  problem: string | null;
}

/** A column mapping as GraphQL answers it: a saved one has its id and name. */
export type ColumnMappingView = ColumnMapping & { id: string | null; name: string | null };

/** An importUpdated event, as the subscription answers it. */
export interface ImportUpdateRow {
  clubId: string;
  importId: string;
}

/** A track's status once 'Process' stored it: its raw track's stage (docs/product/importing.md §5). */
export function processingStatusOf(progress: RawTrackProgress): {
  status: ImportStatus;
  problem: string | null;
} {
  switch (progress.status) {
    case 'processed':
      return { status: 'done', problem: null };
    case 'failed':
      return { status: 'warning', problem: progress.warning };
    default:
      return { status: progress.status, problem: null };
  }
}

const STAGE_ORDER: readonly ImportStatus[] = ['queued', 'reading', 'computing', 'warning', 'done'];

/**
 * A processed file's status from its tracks': the stage of the one furthest
 * behind, so the row moves on only when all of it has; warning before done.
 */
export function fileStatusOf(tracks: readonly Pick<ImportTrackView, 'status' | 'problem'>[]) {
  return [...tracks].sort(
    (a, b) => STAGE_ORDER.indexOf(a.status) - STAGE_ORDER.indexOf(b.status),
  )[0];
}

/** What ImportUpdate resolves from: the import, seen afresh. */
export interface ImportUpdateView {
  importId: string;
  import: ImportRow | null;
}
