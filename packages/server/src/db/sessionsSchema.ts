import {
  PROCESSING_WARNING_CODES,
  SESSION_KINDS,
  type ColumnMapping,
  type TrackSampleStats,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { devices, matchDefinitions, pitches } from './rosterSchema.js';
import { athletes, clubId, persons } from './schema.js';
import { at, createdAt } from './columns.js';

// Sessions, who took part, the files they uploaded and what processing said.

export const sessionKindEnum = pgEnum('session_kind', SESSION_KINDS);
export const processingWarningCodeEnum = pgEnum(
  'processing_warning_code',
  PROCESSING_WARNING_CODES,
);

/** Raw bytes (bytea), e.g. a gzip-compressed upload or a heat-map grid. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    kind: sessionKindEnum('kind').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    description: text('description'),
    previousSessionId: uuid('previous_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'set null',
    }),
    /** True from an upload until every processing job of the session has finished. */
    dataProcessing: boolean('data_processing').notNull().default(false),
    /** When its current processing began (dataProcessing went true): its progress counts from here. */
    processingStartedAt: at('processing_started_at'),
    matchDefinitionId: uuid('match_definition_id').references(() => matchDefinitions.id),
    opponent: text('opponent'),
    score: integer('score'),
    opponentScore: integer('opponent_score'),
    pitchId: uuid('pitch_id').references(() => pitches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_club_start_idx').on(table.clubId, table.startTime),
    // Resuming and the liveness checks look for sessions still processing, across every club.
    index('sessions_processing_idx')
      .on(table.clubId)
      .where(sql`${table.dataProcessing}`),
    check('sessions_time_order', sql`${table.endTime} > ${table.startTime}`),
    check(
      'sessions_match_fields',
      sql`${table.kind} = 'match' or (${table.matchDefinitionId} is null and ${table.score} is null and ${table.opponentScore} is null)`,
    ),
  ],
);

export const matchPeriods = pgTable(
  'match_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ordinal: integer('ordinal').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
  },
  (table) => [
    uniqueIndex('match_periods_session_ordinal_idx').on(table.sessionId, table.ordinal),
    check('match_periods_time_order', sql`${table.endTime} > ${table.startTime}`),
  ],
);

export const sessionParticipations = pgTable(
  'session_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    tagDefinitionIds: uuid('tag_definition_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    uniqueIndex('session_participations_session_athlete_idx').on(table.sessionId, table.athleteId),
    index('session_participations_athlete_idx').on(table.athleteId),
  ],
);

/** An uploaded tracker file, kept gzip-compressed so every number can be recomputed. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The file's gzip parts (file_parts). */
    contentId: uuid('content_id').notNull(),
    /** Track id in the file -> athlete id; '*' maps the file's only track. */
    tagMapping: jsonb('tag_mapping').$type<Record<string, string>>(),
    /** Format 'mapped': the coach's column mapping the file is read with. */
    columnMapping: jsonb('column_mapping').$type<ColumnMapping>(),
    /** Format 'epts': the gzip parts of the metadata XML read with the raw data file. */
    eptsMetadataId: uuid('epts_metadata_id'),
    uploadedBy: uuid('uploaded_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_session_idx').on(table.sessionId)],
);

/**
 * Where a raw track's processing stands: queued, then reading (its file is
 * parsed) and computing (its metrics), then processed or failed (a warning).
 */
export const RAW_TRACK_STATUSES = [
  'queued',
  'reading',
  'computing',
  'processed',
  'failed',
] as const;
export type RawTrackStatus = (typeof RAW_TRACK_STATUSES)[number];
/** The statuses of a raw track whose job has yet to finish. */
export const PENDING_RAW_TRACK_STATUSES = ['queued', 'reading', 'computing'] as const;

/** Which track of which upload is an athlete's participation (the tag, serial or file id). */
export const rawTracks = pgTable(
  'raw_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionParticipationId: uuid('session_participation_id')
      .notNull()
      .references(() => sessionParticipations.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** The track's id in the file (tag, serial, name), or '*' for the file's only track. */
    trackKey: text('track_key').notNull(),
    /** RAW_TRACK_STATUSES: pending until its job has run; then processed, or failed (with a warning). */
    status: text('status').$type<RawTrackStatus>().notNull().default('queued'),
    /**
     * Times processing started since the track was last queued. A file that
     * takes its process down with it is given up on after a few, instead of
     * being resumed at every restart for ever.
     */
    processingStarts: integer('processing_starts').notNull().default(0),
    processedAt: at('processed_at'),
    /** Its samples' count, rate, gaps and span, stored when it is processed (Admin Functions). */
    sampleStats: jsonb('sample_stats').$type<TrackSampleStats>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('raw_tracks_participation_idx').on(table.sessionParticipationId),
    index('raw_tracks_upload_idx').on(table.uploadId),
    // The liveness checks look for unfinished tracks of every club every few seconds.
    index('raw_tracks_status_idx').on(table.status),
    check(
      'raw_tracks_status',
      sql`${table.status} in ('queued', 'reading', 'computing', 'processed', 'failed')`,
    ),
  ],
);

export const segments = pgTable(
  'segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    tagDefinitionIds: uuid('tag_definition_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Bumped by every save: a save made from an older version changes nothing (optimistic concurrency). */
    lockVersion: integer('lock_version').notNull().default(0),
  },
  (table) => [
    index('segments_session_idx').on(table.sessionId, table.startTime),
    check('segments_time_order', sql`${table.endTime} > ${table.startTime}`),
  ],
);

export const segmentParticipations = pgTable(
  'segment_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    sessionParticipationId: uuid('session_participation_id')
      .notNull()
      .references(() => sessionParticipations.id, { onDelete: 'cascade' }),
    tagDefinitionIds: uuid('tag_definition_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    uniqueIndex('segment_participations_segment_participation_idx').on(
      table.segmentId,
      table.sessionParticipationId,
    ),
  ],
);

/** An athlete's clipped part of a segment: offsets in ms from the segment's start. */
export const clippedTimePeriods = pgTable(
  'clipped_time_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    segmentParticipationId: uuid('segment_participation_id')
      .notNull()
      .references(() => segmentParticipations.id, { onDelete: 'cascade' }),
    startOffsetMs: bigint('start_offset_ms', { mode: 'number' }).notNull(),
    endOffsetMs: bigint('end_offset_ms', { mode: 'number' }).notNull(),
    tagDefinitionIds: uuid('tag_definition_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    index('clipped_time_periods_participation_idx').on(table.segmentParticipationId),
    check(
      'clipped_time_periods_order',
      sql`${table.startOffsetMs} >= 0 and ${table.endOffsetMs} > ${table.startOffsetMs}`,
    ),
  ],
);

/** What processing had to say about a session or one athlete's data, for staff to read. */
export const processingWarnings = pgTable(
  'processing_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    sessionParticipationId: uuid('session_participation_id').references(
      () => sessionParticipations.id,
      { onDelete: 'cascade' },
    ),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    code: processingWarningCodeEnum('code').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('processing_warnings_session_idx').on(table.sessionId)],
);
