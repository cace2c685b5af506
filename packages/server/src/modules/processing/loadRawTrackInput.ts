import {
  DEFAULT_METRIC_SETTINGS,
  type ColumnMapping,
  type MetricSettings,
  type GeoPitchDefinition,
  type SessionKind,
} from '@touchline/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  athleteMetricSets,
  athletes,
  clubs,
  clippedTimePeriods,
  clubMetricSettings,
  matchPeriods,
  pitches,
  rawTracks,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  uploads,
} from '../../db/tables.js';

export interface SegmentInput {
  id: string;
  startMs: number;
  endMs: number;
  /** Whether this athlete takes part: a segment listing nobody counts everyone. */
  includesAthlete: boolean;
  /** The athlete's clips, ms since epoch; empty for the whole segment. */
  clips: { startMs: number; endMs: number }[];
}

/** Everything one raw track's job reads before computing, loaded in a few queries. */
export interface RawTrackInput {
  rawTrackId: string;
  clubId: string;
  sessionId: string;
  participationId: string;
  athleteId: string;
  upload: {
    id: string;
    fileName: string;
    format: string;
    columnMapping: ColumnMapping | null;
    /** The club's zone: the times a file writes without an offset are its wall clock. */
    timeZone: string;
  };
  trackKey: string;
  session: { kind: SessionKind; startMs: number; endMs: number };
  pitch: GeoPitchDefinition | null;
  periods: { id: string; startMs: number; endMs: number }[];
  segments: SegmentInput[];
  settings: MetricSettings;
  /**
   * For the heart-rate zones: the Squad's maximum heart rate of the athlete,
   * and the highest in their stored whole-session metric sets (null without).
   */
  maxHeartRate: { squadBpm: number | null; seenBpm: number | null };
}

/** Null when the raw track (or its session) was deleted since the job was queued. */
/** What processing a raw track depends on: RawTrackInput without the windows to compute. */
export type StoredTrackInput = Omit<RawTrackInput, 'periods' | 'segments'>;

/** The columns `storedTrackInputOf` reads, joined from the raw track (storedTrackJoins). */
export const storedTrackColumns = {
  rawTrack: rawTracks,
  athleteId: sessionParticipations.athleteId,
  session: sessions,
  upload: {
    id: uploads.id,
    fileName: uploads.fileName,
    format: uploads.format,
    columnMapping: uploads.columnMapping,
    timeZone: clubs.timeZone,
  },
  pitch: pitches,
  settings: clubMetricSettings.settings,
  squadMaxHeartRateBpm: athletes.maxHeartRateBpm,
  seenMaxHeartRateBpm: sql<number | null>`(
    select max(seen.max_heart_rate_bpm) from ${athleteMetricSets} seen
    join ${sessionParticipations} own on own.id = seen.session_participation_id
    where own.athlete_id = ${sessionParticipations.athleteId} and seen.window_key = 'session')`,
};

/** From raw tracks to what storedTrackColumns reads: participation, session, upload, pitch, settings. */
export function storedTrackJoins(db: Db) {
  return db
    .select(storedTrackColumns)
    .from(rawTracks)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, rawTracks.sessionParticipationId),
    )
    .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
    .innerJoin(uploads, eq(uploads.id, rawTracks.uploadId))
    .innerJoin(clubs, eq(clubs.id, rawTracks.clubId))
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .leftJoin(pitches, eq(pitches.id, sessions.pitchId))
    .leftJoin(clubMetricSettings, eq(clubMetricSettings.clubId, rawTracks.clubId))
    .$dynamic();
}

type StoredTrackRow = Awaited<ReturnType<typeof storedTrackJoins>>[number];

export function storedTrackInputOf(row: StoredTrackRow): StoredTrackInput {
  return {
    rawTrackId: row.rawTrack.id,
    clubId: row.rawTrack.clubId,
    sessionId: row.session.id,
    participationId: row.rawTrack.sessionParticipationId,
    athleteId: row.athleteId,
    upload: row.upload,
    trackKey: row.rawTrack.trackKey,
    session: {
      kind: row.session.kind,
      startMs: row.session.startTime.getTime(),
      endMs: row.session.endTime.getTime(),
    },
    pitch: row.pitch && {
      centreLatDeg: row.pitch.centreLatDeg,
      centreLonDeg: row.pitch.centreLonDeg,
      bearingDeg: row.pitch.bearingDeg,
      lengthM: row.pitch.lengthM,
      widthM: row.pitch.widthM,
    },
    settings: { ...DEFAULT_METRIC_SETTINGS, ...(row.settings as Partial<MetricSettings> | null) },
    maxHeartRate: { squadBpm: row.squadMaxHeartRateBpm, seenBpm: row.seenMaxHeartRateBpm },
  };
}

/** Null when the raw track (or its session) was deleted since the job was queued. */
export async function loadRawTrackInput(db: Db, rawTrackId: string): Promise<RawTrackInput | null> {
  const [row] = await storedTrackJoins(db).where(eq(rawTracks.id, rawTrackId));
  if (!row) return null;
  const stored = storedTrackInputOf(row);
  const [periods, segmentRows] = await Promise.all([
    db
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, stored.sessionId))
      .orderBy(asc(matchPeriods.ordinal)),
    db
      .select()
      .from(segments)
      .where(eq(segments.sessionId, stored.sessionId))
      .orderBy(asc(segments.startTime)),
  ]);
  return {
    ...stored,
    periods: periods.map((period) => ({
      id: period.id,
      startMs: period.startTime.getTime(),
      endMs: period.endTime.getTime(),
    })),
    segments: await loadSegments(db, segmentRows, stored.participationId),
  };
}

async function loadSegments(
  db: Db,
  rows: (typeof segments.$inferSelect)[],
  participationId: string,
): Promise<SegmentInput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((segment) => segment.id);
  const participants = await db
    .select({
      segmentId: segmentParticipations.segmentId,
      participationId: segmentParticipations.sessionParticipationId,
      clipStartMs: clippedTimePeriods.startOffsetMs,
      clipEndMs: clippedTimePeriods.endOffsetMs,
    })
    .from(segmentParticipations)
    .leftJoin(
      clippedTimePeriods,
      eq(clippedTimePeriods.segmentParticipationId, segmentParticipations.id),
    )
    .where(inArray(segmentParticipations.segmentId, ids));
  return rows.map((segment) =>
    segmentInputOf(
      segment,
      participants.filter((p) => p.segmentId === segment.id),
      participationId,
    ),
  );
}

/** A segment's window of one athlete, from the segment's listed participants and their clips. */
export function segmentInputOf(
  segment: { id: string; startTime: Date; endTime: Date },
  listed: readonly {
    participationId: string;
    clipStartMs: number | null;
    clipEndMs: number | null;
  }[],
  participationId: string,
): SegmentInput {
  const startMs = segment.startTime.getTime();
  const endMs = segment.endTime.getTime();
  const mine = listed.filter((p) => p.participationId === participationId);
  const clips = mine.flatMap((p) =>
    p.clipStartMs === null || p.clipEndMs === null
      ? []
      : [{ startMs: startMs + p.clipStartMs, endMs: Math.min(endMs, startMs + p.clipEndMs) }],
  );
  return {
    id: segment.id,
    startMs,
    endMs,
    includesAthlete: listed.length === 0 || mine.length > 0,
    clips: clips.filter((clip) => clip.endMs > clip.startMs),
  };
}
