import DataLoader from 'dataloader';
import { and, avg, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../db/loaderRows.js';
import { athleteMetricSets, sessionParticipations, sessions } from '../../db/tables.js';

/** An athlete's mean Whole Session values over their matches of the 12 months before a session. */
export interface MatchAverageRow {
  sessionId: string;
  athleteId: string;
  matchCount: number;
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
}

/**
 * Each asked session's participants' match averages (docs/product/dashboard-and-segments.md,
 * 'Percent of match'): the mean of the athlete's Whole Session values over
 * the club's matches that started in the 12 months before the session
 * started, among those where the athlete has data (active time). One
 * statement per batch of sessions, whatever the number of athletes; the
 * matches are the session's club's only.
 */
export function matchAveragesBySessionId(db: Db) {
  return new DataLoader<string, MatchAverageRow[]>(async (ids) => {
    const asked = alias(sessions, 'asked');
    const askedParticipation = alias(sessionParticipations, 'asked_participation');
    const rows = await db
      .select({
        sessionId: asked.id,
        athleteId: askedParticipation.athleteId,
        matchCount: count(),
        totalDistanceM: avg(athleteMetricSets.totalDistanceM).mapWith(Number),
        totalHighIntensityDistanceM: avg(athleteMetricSets.totalHighIntensityDistanceM).mapWith(
          Number,
        ),
        totalSprintDistanceM: avg(athleteMetricSets.totalSprintDistanceM).mapWith(Number),
      })
      .from(asked)
      .innerJoin(askedParticipation, eq(askedParticipation.sessionId, asked.id))
      .innerJoin(
        sessionParticipations,
        and(
          eq(sessionParticipations.athleteId, askedParticipation.athleteId),
          eq(sessionParticipations.clubId, asked.clubId),
        ),
      )
      .innerJoin(
        sessions,
        and(
          eq(sessions.id, sessionParticipations.sessionId),
          eq(sessions.clubId, asked.clubId),
          eq(sessions.kind, 'match'),
          lt(sessions.startTime, asked.startTime),
          gte(sessions.startTime, sql`${asked.startTime} - interval '12 months'`),
        ),
      )
      .innerJoin(
        athleteMetricSets,
        and(
          eq(athleteMetricSets.sessionParticipationId, sessionParticipations.id),
          eq(athleteMetricSets.scope, 'session'),
          gt(athleteMetricSets.activeSeconds, 0),
        ),
      )
      .where(inArray(asked.id, [...ids]))
      .groupBy(asked.id, askedParticipation.athleteId);
    return groupBy(ids, rows, (row) => row.sessionId);
  });
}
