import { addCalendarDays, startOfCalendarDate, type WindowMetrics } from '@touchline/domain';
import { and, asc, eq, gte, inArray, lt, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  athleteGroupMembers,
  athleteGroups,
  athleteMetricSets,
  athletes,
  positions,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  tagDefinitions,
} from '../../db/tables.js';
import { loadSurveyMetrics, type SurveyMetricAnswer } from './loadSurveyMetrics.js';

/** The numbers of a metric set a dataset row carries (METRICS.md's field names). */
type ScalarMetric =
  | 'totalDistanceM'
  | 'totalHighIntensityDistanceM'
  | 'totalSprintDistanceM'
  | 'highIntensityEvents'
  | 'sprintEvents'
  | 'accelerationEvents'
  | 'decelerationEvents'
  | 'maxSpeedKph'
  | 'rawMaxSpeedKph'
  | 'avgSpeedKph'
  | 'metresPerMinute'
  | 'activeSeconds';

/**
 * An array column read as JSON: the client parses a season's JSON arrays natively, where
 * its parser of PostgreSQL's array text took a tenth of the read.
 */
const asJson = <T>(column: AnyPgColumn) => sql<T>`array_to_json(${column})`;

/** The scalar metrics of a window (the over-time series and timeAtKph are not columns). */
const scalarMetrics = {
  sessionId: athleteMetricSets.sessionId,
  sessionParticipationId: athleteMetricSets.sessionParticipationId,
  windowKey: athleteMetricSets.windowKey,
  segmentId: athleteMetricSets.segmentId,
  totalDistanceM: athleteMetricSets.totalDistanceM,
  totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
  totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
  highIntensityEvents: athleteMetricSets.highIntensityEvents,
  sprintEvents: athleteMetricSets.sprintEvents,
  accelerationEvents: athleteMetricSets.accelerationEvents,
  decelerationEvents: athleteMetricSets.decelerationEvents,
  maxSpeedKph: athleteMetricSets.maxSpeedKph,
  rawMaxSpeedKph: athleteMetricSets.rawMaxSpeedKph,
  avgSpeedKph: athleteMetricSets.avgSpeedKph,
  metresPerMinute: athleteMetricSets.metresPerMinute,
  activeSeconds: athleteMetricSets.activeSeconds,
  workload: athleteMetricSets.workload,
  avgHeartRateBpm: athleteMetricSets.avgHeartRateBpm,
  maxHeartRateBpm: athleteMetricSets.maxHeartRateBpm,
  heartRateZonePercentages: asJson<number[] | null>(athleteMetricSets.heartRateZonePercentages),
  trimp: athleteMetricSets.trimp,
  averageMetabolicPowerWPerKg: athleteMetricSets.averageMetabolicPowerWPerKg,
  metabolicEnergyKjPerKg: athleteMetricSets.metabolicEnergyKjPerKg,
  highMetabolicLoadDistanceM: athleteMetricSets.highMetabolicLoadDistanceM,
  playerLoad: athleteMetricSets.playerLoad,
  speedzoneProfileZone: asJson<number[]>(athleteMetricSets.speedzoneProfileZone),
};

/** Everything one dataset is built from: one club, the sessions starting in its range. */
export interface DatasetInputs {
  /** By start time. */
  sessions: { id: string; kind: 'training' | 'match'; startTime: Date; endTime: Date }[];
  participations: {
    id: string;
    sessionId: string;
    athleteId: string;
    tagDefinitionIds: string[];
  }[];
  /** Windows 'session' and 'segment:<id>'. */
  metricSets: (Pick<WindowMetrics, ScalarMetric> & {
    sessionId: string;
    sessionParticipationId: string;
    windowKey: string;
    segmentId: string | null;
    workload: number | null;
    avgHeartRateBpm: number | null;
    maxHeartRateBpm: number | null;
    heartRateZonePercentages: number[] | null;
    trimp: number | null;
    /** Null in sets computed before algorithm version 3. */
    averageMetabolicPowerWPerKg: number | null;
    metabolicEnergyKjPerKg: number | null;
    highMetabolicLoadDistanceM: number | null;
    playerLoad: number | null;
    speedzoneProfileZone: number[];
  })[];
  /** By start time within their session. */
  segments: { id: string; sessionId: string; title: string; tagDefinitionIds: string[] }[];
  segmentParticipations: {
    segmentId: string;
    sessionParticipationId: string;
    tagDefinitionIds: string[];
  }[];
  athletes: { id: string; name: string; position: string | null }[];
  /** Group names by athlete, alphabetical. */
  groupsOfAthlete: Map<string, string[]>;
  tagLabels: Map<string, string>;
  /** The athletes' survey answers sent from the range's first day to the day after its last. */
  surveyMetrics: SurveyMetricAnswer[];
  /**
   * When the club's matches start, from two days before the range to four
   * days after it: the matches its sessions' match-day codes count from.
   */
  matchStarts: Date[];
}

export interface DatasetScope {
  clubId: string;
  startsOn: string;
  endsOn: string;
  timeZone: string;
  /** False: the whole sessions only, without their segments (a Session Data or Weekly Load table). */
  segments?: boolean;
}

/**
 * Reads a club's sessions that start on a day of the range in the dataset's
 * time zone, with what their rows need: a fixed number of queries per
 * SESSIONS_PER_READ sessions, whatever each session holds. Every query names the club, so nothing of another club
 * can enter a dataset.
 */
export async function loadDatasetInputs(db: Db, scope: DatasetScope): Promise<DatasetInputs> {
  const from = startOfCalendarDate(scope.startsOn, scope.timeZone);
  const until = startOfCalendarDate(addCalendarDays(scope.endsOn, 1), scope.timeZone);
  const inRange = and(
    eq(sessions.clubId, scope.clubId),
    gte(sessions.startTime, from),
    lt(sessions.startTime, until),
  );
  const sessionRows = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
    })
    .from(sessions)
    .where(inRange)
    .orderBy(asc(sessions.startTime), asc(sessions.id));
  // An after-session survey goes out after its session, perhaps the next day.
  const answersUntil = new Date(until.getTime() + 86_400_000);
  // MD+2 counts from a match two days before a session, MD-4 to one four days after.
  const matchesFrom = new Date(from.getTime() - 3 * 86_400_000);
  const matchesUntil = new Date(until.getTime() + 5 * 86_400_000);
  const [roster, groupRows, tagRows, surveyMetrics, matchRows] = await Promise.all([
    db
      .select({ id: athletes.id, name: athletes.name, position: positions.name })
      .from(athletes)
      .leftJoin(positions, eq(positions.id, athletes.positionId))
      .where(eq(athletes.clubId, scope.clubId)),
    db
      .select({ athleteId: athleteGroupMembers.athleteId, name: athleteGroups.name })
      .from(athleteGroupMembers)
      .innerJoin(athleteGroups, eq(athleteGroups.id, athleteGroupMembers.groupId))
      .where(eq(athleteGroupMembers.clubId, scope.clubId))
      .orderBy(asc(athleteGroups.name)),
    db
      .select({ id: tagDefinitions.id, label: tagDefinitions.label })
      .from(tagDefinitions)
      .where(eq(tagDefinitions.clubId, scope.clubId)),
    loadSurveyMetrics(db, scope.clubId, { from, until: answersUntil }),
    db
      .select({ startTime: sessions.startTime })
      .from(sessions)
      .where(
        and(
          eq(sessions.clubId, scope.clubId),
          eq(sessions.kind, 'match'),
          gte(sessions.startTime, matchesFrom),
          lt(sessions.startTime, matchesUntil),
        ),
      ),
  ]);
  const groupsOfAthlete = new Map<string, string[]>();
  for (const { athleteId, name } of groupRows) {
    const names = groupsOfAthlete.get(athleteId) ?? [];
    names.push(name);
    groupsOfAthlete.set(athleteId, names);
  }
  const tagLabels = new Map(tagRows.map((tag) => [tag.id, tag.label]));
  const base = {
    sessions: sessionRows,
    athletes: roster,
    groupsOfAthlete,
    tagLabels,
    surveyMetrics,
    matchStarts: matchRows.map((match) => match.startTime),
  };
  if (sessionRows.length === 0)
    return { ...base, participations: [], metricSets: [], segments: [], segmentParticipations: [] };

  // A few sessions at a time: on the embedded database every query holds the
  // thread that answers requests, so a season is read in short slices that
  // other clubs' queries run between.
  const parts: SessionPart[] = [];
  for (let start = 0; start < sessionRows.length; start += SESSIONS_PER_READ) {
    const ids = sessionRows.slice(start, start + SESSIONS_PER_READ).map((session) => session.id);
    parts.push(await loadSessionPart(db, scope.clubId, ids, scope.segments ?? true));
  }
  const participations = parts.flatMap((part) => part.participations);
  const metricSets = parts.flatMap((part) => part.metricSets);
  const segmentRows = parts.flatMap((part) => part.segments);
  const segmentAthletes = parts.flatMap((part) => part.segmentParticipations);
  return {
    ...base,
    participations,
    metricSets,
    segments: segmentRows,
    segmentParticipations: segmentAthletes,
  };
}

/**
 * `select columns from table where …` with each column named by its key, as the driver
 * parses it: Drizzle's mapping of every cell of every row took a third of a season's read.
 * For columns the driver gives as their values (numbers, text, uuids, JSON), not moments.
 */
async function selectUnmapped<T extends Record<string, AnyPgColumn | SQL<unknown>>>(
  db: Db,
  columns: T,
  table: PgTable,
  where: SQL | undefined,
): Promise<UnmappedRow<T>[]> {
  const list = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`select ${list} from ${table} where ${where}`);
  // Both drivers answer with { rows }; the shared Db type does not say so.
  return (result as { rows: UnmappedRow<T>[] }).rows;
}

type UnmappedRow<T> = {
  [K in keyof T]: T[K] extends SQL<infer V>
    ? V
    : T[K] extends AnyPgColumn
      ? GetColumnData<T[K]>
      : never;
};

/** Sessions read per slice: about 250 metric sets of a 24-athlete squad. */
const SESSIONS_PER_READ = 8;

type SessionPart = Pick<
  DatasetInputs,
  'participations' | 'metricSets' | 'segments' | 'segmentParticipations'
>;

/** What the rows of some of the range's sessions need. */
async function loadSessionPart(
  db: Db,
  clubId: string,
  sessionIds: string[],
  withSegments: boolean,
): Promise<SessionPart> {
  const [participations, metricSets, segmentRows, segmentAthletes] = await Promise.all([
    db
      .select({
        id: sessionParticipations.id,
        sessionId: sessionParticipations.sessionId,
        athleteId: sessionParticipations.athleteId,
        tagDefinitionIds: sessionParticipations.tagDefinitionIds,
      })
      .from(sessionParticipations)
      .where(
        and(
          eq(sessionParticipations.clubId, clubId),
          inArray(sessionParticipations.sessionId, sessionIds),
        ),
      ),
    selectUnmapped(
      db,
      scalarMetrics,
      athleteMetricSets,
      and(
        eq(athleteMetricSets.clubId, clubId),
        inArray(athleteMetricSets.sessionId, sessionIds),
        inArray(athleteMetricSets.scope, withSegments ? ['session', 'segment'] : ['session']),
      ),
    ),
    withSegments
      ? db
          .select({
            id: segments.id,
            sessionId: segments.sessionId,
            title: segments.title,
            tagDefinitionIds: segments.tagDefinitionIds,
          })
          .from(segments)
          .where(and(eq(segments.clubId, clubId), inArray(segments.sessionId, sessionIds)))
          .orderBy(asc(segments.startTime), asc(segments.id))
      : [],
    withSegments
      ? db
          .select({
            segmentId: segmentParticipations.segmentId,
            sessionParticipationId: segmentParticipations.sessionParticipationId,
            tagDefinitionIds: segmentParticipations.tagDefinitionIds,
          })
          .from(segmentParticipations)
          .innerJoin(segments, eq(segments.id, segmentParticipations.segmentId))
          .where(and(eq(segments.clubId, clubId), inArray(segments.sessionId, sessionIds)))
      : [],
  ]);
  return {
    participations,
    metricSets,
    segments: segmentRows,
    segmentParticipations: segmentAthletes,
  };
}
