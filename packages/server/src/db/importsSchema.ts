import type { ColumnMapping } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { athletes, clubId, persons } from './schema.js';
import { rawTracks, sessions, uploads } from './sessionsSchema.js';

// Imports (docs/product/importing.md): a coach's batch of files, read to
// list the athletes they hold, matched, then stored as uploads of a session.

/** A CSV's first lines, kept so a coach can map the columns of a format Touchline does not know. */
export interface StoredCsvPreview {
  delimiter: string;
  columns: string[];
  rows: string[][];
}

/** Where a file stands before 'Process': being read, read, or not readable. */
export const IMPORT_FILE_STATUSES = ['received', 'ready', 'unreadable'] as const;
export type ImportFileStatus = (typeof IMPORT_FILE_STATUSES)[number];

/** How a track's athlete was found (docs/product/importing.md §3). */
export const TRACK_MATCH_SOURCES = [
  'deviceSerial',
  'name',
  'shirtNumber',
  'fileName',
  'coach',
  'none',
] as const;
export type TrackMatchSource = (typeof TRACK_MATCH_SOURCES)[number];

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    /** The session the files go to: chosen at the start (Add files) or by 'Process'. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => persons.id, { onDelete: 'set null' }),
    /** Set by 'Process': an import is processed once. */
    processedAt: at('processed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('imports_club_created_idx').on(table.clubId, table.createdAt),
    // The daily clean-up of abandoned imports, across every club.
    index('imports_unprocessed_idx')
      .on(table.createdAt)
      .where(sql`${table.processedAt} is null`),
  ],
);

export const importFiles = pgTable(
  'import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The file's gzip parts (file_parts); none once 'Process' has handed them to an upload. */
    contentId: uuid('content_id'),
    /** Null until read, and when it could not be. */
    format: text('format'),
    status: text('status').$type<ImportFileStatus>().notNull().default('received'),
    /** Printable: why it could not be read, with the file and line. */
    problem: text('problem'),
    csvPreview: jsonb('csv_preview').$type<StoredCsvPreview>(),
    /** The coach's mapping it is read with (format 'mapped'). */
    columnMapping: jsonb('column_mapping').$type<ColumnMapping>(),
    /** An EPTS metadata file's raw data file, read together with it. */
    companionFileId: uuid('companion_file_id').references((): AnyPgColumn => importFiles.id, {
      onDelete: 'set null',
    }),
    /** The upload 'Process' stored it as. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('import_files_import_idx').on(table.importId, table.createdAt),
    check('import_files_status', sql`${table.status} in (${oneOf(IMPORT_FILE_STATUSES)})`),
  ],
);

/** One athlete's (or tag's) samples in an import's file, as read, and whom they are for. */
export const importTracks = pgTable(
  'import_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    importFileId: uuid('import_file_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    /** The track's id in the file (a tag, a serial, a name): the raw track's key. */
    key: text('key').notNull(),
    athleteName: text('athlete_name'),
    shirtNumber: text('shirt_number'),
    deviceSerial: text('device_serial'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    sampleCount: integer('sample_count').notNull(),
    hasHeartRate: boolean('has_heart_rate').notNull(),
    athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by').$type<TrackMatchSource>().notNull().default('none'),
    /** The raw track 'Process' stored it as: its processing status is the track's. */
    rawTrackId: uuid('raw_track_id').references(() => rawTracks.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('import_tracks_file_idx').on(table.importFileId),
    index('import_tracks_raw_track_idx').on(table.rawTrackId),
    check('import_tracks_matched_by', sql`${table.matchedBy} in (${oneOf(TRACK_MATCH_SOURCES)})`),
  ],
);

/** A column mapping a club saved under a name (docs/product/importing.md §7). */
export const columnMappings = pgTable(
  'column_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('column_mappings_club_name_idx').on(table.clubId, table.name)],
);
