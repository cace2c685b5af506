import { ALGORITHM_VERSION, computeTeamAverages, type WindowMetrics } from '@touchline/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  athleteMetricSets,
  matchPeriods,
  rawTracks,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  teamMetricSets,
  PENDING_RAW_TRACK_STATUSES,
} from '../../db/tables.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { notifyDataReady, notifyPersonalBests } from '../notifications/index.js';
import type { AggregateSessionJob } from './processingQueues.js';

/**
 * What a window's team values are computed from (computeTeamAverages and
 * teamValues): the totals, counts, speeds and the distance series. The other
 * series are most of a metric set's bytes, and are not read.
 */
export const teamInputColumns = {
  sessionParticipationId: athleteMetricSets.sessionParticipationId,
  windowKey: athleteMetricSets.windowKey,
  algorithmVersion: athleteMetricSets.algorithmVersion,
  activeSeconds: athleteMetricSets.activeSeconds,
  totalDistanceM: athleteMetricSets.totalDistanceM,
  totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
  totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
  highIntensityEvents: athleteMetricSets.highIntensityEvents,
  sprintEvents: athleteMetricSets.sprintEvents,
  maxSpeedKph: athleteMetricSets.maxSpeedKph,
  avgSpeedKph: athleteMetricSets.avgSpeedKph,
  metresPerMinute: athleteMetricSets.metresPerMinute,
  distanceMOverTime: athleteMetricSets.distanceMOverTime,
};
type TeamInputRow = Pick<typeof athleteMetricSets.$inferSelect, keyof typeof teamInputColumns>;
/** One window of a session's team values, and whose athlete metric sets it averages. */
export interface TeamWindow {
  scope: 'session' | 'period' | 'segment';
  windowKey: string;
  matchPeriodId: string | null;
  segmentId: string | null;
  participationIds: readonly string[];
}

/**
 * The team metric sets of every window of a session, then the session is no
 * longer processing, its athletes and staff are told (DataReady) and its
 * athletes of any personal best (NewPersonalBest), and every API process hears so. The session's row is
 * locked first, so an upload committing meanwhile (which marks it processing
 * again) is either seen here or comes after.
 */
export async function aggregateSession(db: Db, job: AggregateSessionJob): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, job.sessionId))
      .for('update');
    if (!session) return;
    const participations = tx
      .select({ id: sessionParticipations.id })
      .from(sessionParticipations)
      .where(eq(sessionParticipations.sessionId, job.sessionId));
    const [waiting] = await tx
      .select({ id: rawTracks.id })
      .from(rawTracks)
      .where(
        and(
          inArray(rawTracks.status, [...PENDING_RAW_TRACK_STATUSES]),
          inArray(rawTracks.sessionParticipationId, participations),
        ),
      )
      .limit(1);
    // A raw track queued since: its job queues the next aggregation.
    if (waiting) return;
    const windows = await loadTeamWindows(tx, job.sessionId);
    const rows = await tx
      .select(teamInputColumns)
      .from(athleteMetricSets)
      .where(eq(athleteMetricSets.sessionId, job.sessionId));
    const byKey = new Map(
      rows.map((row) => [`${row.sessionParticipationId} ${row.windowKey}`, row]),
    );
    for (const window of windows) {
      const perAthlete = window.participationIds.map((id) => {
        const row = byKey.get(`${id} ${window.windowKey}`);
        return row ? asWindowMetrics(row) : null;
      });
      const values = teamValues(
        job,
        window,
        perAthlete,
        rows[0]?.algorithmVersion ?? ALGORITHM_VERSION,
      );
      await storeTeamValues(tx, values);
    }
    await tx.delete(teamMetricSets).where(
      and(
        eq(teamMetricSets.sessionId, job.sessionId),
        notInArray(
          teamMetricSets.windowKey,
          windows.map((window) => window.windowKey),
        ),
      ),
    );
    await tx.update(sessions).set({ dataProcessing: false }).where(eq(sessions.id, job.sessionId));
    await notifyDataReady(tx, { clubId: job.clubId, sessionId: job.sessionId });
    await notifyPersonalBests(tx, { clubId: job.clubId, sessionId: job.sessionId });
    await publishEvent(tx, {
      topic: 'sessionProcessed',
      clubId: job.clubId,
      sessionId: job.sessionId,
    });
  });
}

async function loadTeamWindows(tx: Db, sessionId: string): Promise<TeamWindow[]> {
  // One after the other: a transaction is one connection.
  const participations = await tx
    .select({ id: sessionParticipations.id })
    .from(sessionParticipations)
    .where(eq(sessionParticipations.sessionId, sessionId));
  const periods = await tx
    .select({ id: matchPeriods.id })
    .from(matchPeriods)
    .where(eq(matchPeriods.sessionId, sessionId));
  const segmentRows = await tx
    .select({ id: segments.id })
    .from(segments)
    .where(eq(segments.sessionId, sessionId));
  const listed = await tx
    .select({
      segmentId: segmentParticipations.segmentId,
      participationId: segmentParticipations.sessionParticipationId,
    })
    .from(segmentParticipations)
    .innerJoin(segments, eq(segments.id, segmentParticipations.segmentId))
    .where(eq(segments.sessionId, sessionId));
  const everyone = participations.map((row) => row.id);
  const base = { matchPeriodId: null, segmentId: null, participationIds: everyone };
  return [
    { ...base, scope: 'session', windowKey: 'session' },
    ...periods.map((period) => ({
      ...base,
      scope: 'period' as const,
      windowKey: `period:${period.id}`,
      matchPeriodId: period.id,
    })),
    ...segmentRows.map((segment) => {
      // As for athletes: a segment listing nobody counts everyone.
      const members = listed
        .filter((row) => row.segmentId === segment.id)
        .map((row) => row.participationId);
      return {
        ...base,
        scope: 'segment' as const,
        windowKey: `segment:${segment.id}`,
        segmentId: segment.id,
        participationIds: members.length > 0 ? members : everyone,
      };
    }),
  ];
}

/** computeTeamAverages reads the totals, counts, speeds and the distance series: all read. */
export function asWindowMetrics(row: TeamInputRow): WindowMetrics {
  return row as unknown as WindowMetrics;
}

/** A team_metric_sets row of one window, from its athletes' metrics (null: no data). */
export function teamValues(
  job: AggregateSessionJob,
  window: TeamWindow,
  perAthlete: (WindowMetrics | null)[],
  algorithmVersion: number,
) {
  const averages = computeTeamAverages(perAthlete);
  const withData = perAthlete.filter((m): m is WindowMetrics => m !== null && m.activeSeconds > 0);
  const sum = (value: (m: WindowMetrics) => number) =>
    withData.reduce((total, m) => total + value(m), 0);
  return {
    clubId: job.clubId,
    sessionId: job.sessionId,
    scope: window.scope,
    windowKey: window.windowKey,
    matchPeriodId: window.matchPeriodId,
    segmentId: window.segmentId,
    algorithmVersion,
    computedAt: new Date(),
    ...averages,
    totalDistanceM: sum((m) => m.totalDistanceM),
    totalHighIntensityDistanceM: sum((m) => m.totalHighIntensityDistanceM),
    totalSprintDistanceM: sum((m) => m.totalSprintDistanceM),
  };
}

/** Stores a window's team values, replacing what an earlier computation stored. */
export async function storeTeamValues(
  db: Db,
  values: ReturnType<typeof teamValues>,
): Promise<void> {
  await db
    .insert(teamMetricSets)
    .values(values)
    .onConflictDoUpdate({
      target: [teamMetricSets.sessionId, teamMetricSets.windowKey],
      set: values,
    });
}
