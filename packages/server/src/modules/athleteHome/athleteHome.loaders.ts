import DataLoader from 'dataloader';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, sessionParticipations, sessions } from '../../db/tables.js';

/** An athlete of a club, up to an instant. */
export interface AthleteSessionsKey {
  clubId: string;
  athleteId: string;
  to: Date;
}

/** Every session of the athlete that has started and has their whole-session numbers, newest first. */
async function athleteSessionsWithData(db: Db, { clubId, athleteId, to }: AthleteSessionsKey) {
  return db
    .select({
      participationId: sessionParticipations.id,
      session: sessions,
      totalDistanceM: athleteMetricSets.totalDistanceM,
      totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
      totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
      maxSpeedKph: athleteMetricSets.maxSpeedKph,
      // The athlete profile's peak demands and heart-rate zones read these too.
      activeSeconds: athleteMetricSets.activeSeconds,
      peakDemands: athleteMetricSets.peakDemands,
      heartRateZonePercentages: athleteMetricSets.heartRateZonePercentages,
      trimp: athleteMetricSets.trimp,
    })
    .from(sessionParticipations)
    .innerJoin(sessions, eq(sessions.id, sessionParticipations.sessionId))
    .innerJoin(
      athleteMetricSets,
      and(
        eq(athleteMetricSets.sessionParticipationId, sessionParticipations.id),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    )
    .where(
      and(
        eq(sessionParticipations.clubId, clubId),
        eq(sessionParticipations.athleteId, athleteId),
        lte(sessions.startTime, to),
        // A stored metric set says something only with active time (as in the session report).
        gt(athleteMetricSets.activeSeconds, 0),
      ),
    )
    .orderBy(desc(sessions.startTime), desc(sessions.id));
}

export type AthleteSessionWithData = Awaited<ReturnType<typeof athleteSessionsWithData>>[number];

export function createAthleteHomeLoaders(db: Db) {
  return {
    athleteSessionsWithData: new DataLoader<AthleteSessionsKey, AthleteSessionWithData[], string>(
      (keys) => Promise.all(keys.map((key) => athleteSessionsWithData(db, key))),
      { cacheKeyFn: ({ clubId, athleteId, to }) => `${clubId}|${athleteId}|${to.toISOString()}` },
    ),
  };
}
