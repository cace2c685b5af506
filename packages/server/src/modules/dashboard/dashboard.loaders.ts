import DataLoader from 'dataloader';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { athleteMetricSets, athletes, sessionParticipations, sessions } from '../../db/tables.js';

/** A club's sessions starting in [from, to). */
export interface ClubWindow {
  clubId: string;
  from: Date;
  to: Date;
}

const windowKey = ({ clubId, from, to }: ClubWindow) =>
  `${clubId}|${from.toISOString()}|${to.toISOString()}`;

/** One participation of a week, with its athlete and whole-session metric set (if processed). */
async function weekParticipations(db: Db, { clubId, from, to }: ClubWindow) {
  return db
    .select({
      athlete: athletes,
      activeSeconds: athleteMetricSets.activeSeconds,
      totalDistanceM: athleteMetricSets.totalDistanceM,
      totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
      totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
      sprintEvents: athleteMetricSets.sprintEvents,
      maxSpeedKph: athleteMetricSets.maxSpeedKph,
      metresPerMinute: athleteMetricSets.metresPerMinute,
    })
    .from(sessionParticipations)
    .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .leftJoin(
      athleteMetricSets,
      and(
        eq(athleteMetricSets.sessionParticipationId, sessionParticipations.id),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    )
    .where(
      and(eq(sessions.clubId, clubId), gte(sessions.startTime, from), lt(sessions.startTime, to)),
    );
}

export type WeekParticipation = Awaited<ReturnType<typeof weekParticipations>>[number];

/** The dashboard's reads, one statement each whatever the number of sessions or athletes. */
export function createDashboardLoaders(db: Db) {
  return {
    /** The latest session that has started by `now` (the key's `to`). */
    lastSessionByClub: new DataLoader<Omit<ClubWindow, 'from'>, SessionRow | null, string>(
      (keys) =>
        Promise.all(
          keys.map(async ({ clubId, to }) => {
            const [row] = await db
              .select()
              .from(sessions)
              .where(and(eq(sessions.clubId, clubId), lte(sessions.startTime, to)))
              .orderBy(desc(sessions.startTime), desc(sessions.id))
              .limit(1);
            return row ?? null;
          }),
        ),
      { cacheKeyFn: ({ clubId, to }) => `${clubId}|${to.toISOString()}` },
    ),
    /** Oldest first. */
    sessionsStartingBetween: new DataLoader<ClubWindow, SessionRow[], string>(
      (keys) =>
        Promise.all(
          keys.map(({ clubId, from, to }) =>
            db
              .select()
              .from(sessions)
              .where(
                and(
                  eq(sessions.clubId, clubId),
                  gte(sessions.startTime, from),
                  lt(sessions.startTime, to),
                ),
              )
              .orderBy(asc(sessions.startTime), asc(sessions.id)),
          ),
        ),
      { cacheKeyFn: windowKey },
    ),
    weekParticipations: new DataLoader<ClubWindow, WeekParticipation[], string>(
      (keys) => Promise.all(keys.map((key) => weekParticipations(db, key))),
      { cacheKeyFn: windowKey },
    ),
  };
}
