import { bestPeakDemands, type PeakDemand } from '@touchline/domain';
import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../db/loaderRows.js';
import {
  metricSetSummaryColumns,
  nameOrder,
  type AthleteMetricSetRow,
} from '../sessionReports/index.js';
import {
  athleteMetricSets,
  athletes,
  clippedTimePeriods,
  clubs,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  tagDefinitions,
} from '../../db/tables.js';
import { RECOMPUTE_SEGMENT } from './segmentQueues.js';
import type { SegmentParticipationRow, TagDefinitionRow } from './segmentRows.js';

/** A stored clip of an athlete in a segment (offsets in ms from the segment's start). */
export interface StoredClip {
  athleteId: string;
  startOffset: number;
  endOffset: number;
  tagDefinitionIds: string[];
}

/** Segments, their athletes, clips and metrics, tags and titles: batched per request. */
export function createSegmentLoaders(db: Db) {
  return {
    segmentById: byIdLoader(db, segments),
    /** By athlete name. */
    segmentParticipationsBySegmentId: new DataLoader<string, SegmentParticipationRow[]>(
      async (ids) => {
        const rows = await db
          .select({
            participation: segmentParticipations,
            sessionId: sessionParticipations.sessionId,
            athlete: athletes,
          })
          .from(segmentParticipations)
          .innerJoin(
            sessionParticipations,
            eq(sessionParticipations.id, segmentParticipations.sessionParticipationId),
          )
          .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
          .where(inArray(segmentParticipations.segmentId, [...ids]));
        const participations = rows
          .map(({ participation, sessionId, athlete }) => ({
            ...participation,
            sessionId,
            athlete,
          }))
          .sort((a, b) => nameOrder.compare(a.athlete.name, b.athlete.name));
        return groupBy(ids, participations, (row) => row.segmentId);
      },
    ),
    /** By start; athletes without a stored clip have the whole segment. */
    clipsBySegmentId: new DataLoader<string, StoredClip[]>(async (ids) => {
      const rows = await db
        .select({
          segmentId: segmentParticipations.segmentId,
          athleteId: sessionParticipations.athleteId,
          startOffset: clippedTimePeriods.startOffsetMs,
          endOffset: clippedTimePeriods.endOffsetMs,
          tagDefinitionIds: clippedTimePeriods.tagDefinitionIds,
        })
        .from(clippedTimePeriods)
        .innerJoin(
          segmentParticipations,
          eq(segmentParticipations.id, clippedTimePeriods.segmentParticipationId),
        )
        .innerJoin(
          sessionParticipations,
          eq(sessionParticipations.id, segmentParticipations.sessionParticipationId),
        )
        .where(inArray(segmentParticipations.segmentId, [...ids]))
        .orderBy(asc(clippedTimePeriods.startOffsetMs));
      return groupBy(ids, rows, (row) => row.segmentId).map((clips) =>
        clips.map(({ segmentId: _segmentId, ...clip }) => clip),
      );
    }),
    /** By session participation id. */
    athleteMetricSetsBySegmentId: new DataLoader<string, Map<string, AthleteMetricSetRow>>(
      async (ids) => {
        const rows = await db
          .select({ ...metricSetSummaryColumns, hasHeatmap: sql<boolean>`false` })
          .from(athleteMetricSets)
          .where(
            and(
              eq(athleteMetricSets.scope, 'segment'),
              inArray(athleteMetricSets.segmentId, [...ids]),
            ),
          );
        return groupBy(ids, rows, (row) => row.segmentId ?? '').map(
          (sets) => new Map(sets.map((set) => [set.sessionParticipationId, set])),
        );
      },
    ),
    /**
     * By matchPeakKey(athleteId, before): the athlete's best whole-match peak
     * demands over the matches starting in the 12 months before `before`.
     * One statement per batch (a training report asks for one session's athletes).
     */
    matchPeakDemandsByAthlete: new DataLoader<string, PeakDemand[]>(async (keys) => {
      const asked = keys.map(parseMatchPeakKey);
      const athleteIds = [...new Set(asked.map((key) => key.athleteId))];
      const latestMs = Math.max(...asked.map((key) => key.beforeMs));
      const earliestMs = Math.min(...asked.map((key) => yearBefore(key.beforeMs)));
      const rows = await db
        .select({
          athleteId: sessionParticipations.athleteId,
          startTime: sessions.startTime,
          peakDemands: athleteMetricSets.peakDemands,
          activeSeconds: athleteMetricSets.activeSeconds,
        })
        .from(athleteMetricSets)
        .innerJoin(
          sessionParticipations,
          eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
        )
        .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
        .where(
          and(
            eq(athleteMetricSets.scope, 'session'),
            eq(sessions.kind, 'match'),
            inArray(sessionParticipations.athleteId, athleteIds),
            gte(sessions.startTime, new Date(earliestMs)),
            lt(sessions.startTime, new Date(latestMs)),
          ),
        );
      return asked.map(({ athleteId, beforeMs }) => {
        const fromMs = yearBefore(beforeMs);
        return bestPeakDemands(
          rows
            .filter((row) => row.athleteId === athleteId)
            .filter(
              (row) => row.startTime.getTime() >= fromMs && row.startTime.getTime() < beforeMs,
            ),
        );
      });
    }),
    /** Whether a recompute of the segment's metrics is queued or running. */
    segmentRecomputingById: new DataLoader<string, boolean>(async (ids) => {
      // pg-boss's table (schema 'pgboss', see jobs/jobQueue.ts), read only.
      const result = await db.execute(
        sql`select distinct data->>'segmentId' as id from pgboss.job
          where name = ${RECOMPUTE_SEGMENT} and state < 'completed'
          and data->>'segmentId' = any(${sql.param([...ids])}::text[])`,
      );
      const live = new Set((result as { rows: { id: string }[] }).rows.map((r) => r.id));
      return ids.map((id) => live.has(id));
    }),
    /** By label. */
    tagDefinitionsByClubId: new DataLoader<string, TagDefinitionRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(tagDefinitions)
        .where(inArray(tagDefinitions.clubId, [...ids]))
        .orderBy(asc(tagDefinitions.label));
      return groupBy(ids, rows, (row) => row.clubId);
    }),
    /** The club's suggested titles, then the distinct titles of its segments, most used first. */
    segmentTitlesByClubId: new DataLoader<string, string[]>(async (ids) => {
      const uses = count();
      const rows = await db
        .select({ clubId: segments.clubId, title: segments.title, uses })
        .from(segments)
        .where(inArray(segments.clubId, [...ids]))
        .groupBy(segments.clubId, segments.title)
        .orderBy(desc(uses), asc(segments.title));
      const suggested = await db
        .select({ id: clubs.id, titles: clubs.segmentTitles })
        .from(clubs)
        .where(inArray(clubs.id, [...ids]));
      const suggestedOf = new Map(suggested.map((club) => [club.id, club.titles]));
      return groupBy(ids, rows, (row) => row.clubId).map((used, index) => {
        const first = suggestedOf.get(ids[index]!) ?? [];
        const offered = new Set(first.map((title) => title.toLowerCase()));
        return [
          ...first,
          ...used.map((row) => row.title).filter((t) => !offered.has(t.toLowerCase())),
        ];
      });
    }),
  };
}

/** The key of matchPeakDemandsByAthlete: an athlete, and the time their matches must start before. */
export function matchPeakKey(athleteId: string, before: Date): string {
  return `${athleteId}@${before.getTime()}`;
}

function parseMatchPeakKey(key: string): { athleteId: string; beforeMs: number } {
  const at = key.lastIndexOf('@');
  return { athleteId: key.slice(0, at), beforeMs: Number(key.slice(at + 1)) };
}

/** The same moment a calendar year earlier (UTC). */
function yearBefore(ms: number): number {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.getTime();
}
