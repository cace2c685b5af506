import type { Db } from '../../src/db/database.js';
import { memberships } from '../../src/db/schema.js';
import {
  athleteMetricSets,
  clubs,
  organisations,
  sessionParticipations,
  teamMetricSets,
} from '../../src/db/tables.js';
import { createSession } from '../../src/modules/sessions/createSession.service.js';

/** A club of its own for each dashboard test file, so the demo season never shows up. */
export async function createDashboardClub(db: Db, name: string, memberPersonId: string) {
  const [organisation] = await db.insert(organisations).values({ name }).returning();
  const [club] = await db
    .insert(clubs)
    .values({ name, sport: 'association_football', organisationId: organisation!.id })
    .returning();
  await db
    .insert(memberships)
    .values({ clubId: club!.id, personId: memberPersonId, role: 'staff', status: 'approved' });
  return club!.id;
}

/** What one athlete did in a session; null: took part without usable data. */
export interface AthleteDay {
  athleteId: string;
  distanceM: number | null;
  sprints?: number;
  maxSpeedKph?: number;
}

function athleteMetrics(day: AthleteDay) {
  const distanceM = day.distanceM ?? 0;
  return {
    algorithmVersion: 1,
    totalDistanceM: distanceM,
    totalHighIntensityDistanceM: distanceM / 10,
    totalSprintDistanceM: distanceM / 40,
    highIntensityEvents: 0,
    sprintEvents: day.sprints ?? 0,
    accelerationEvents: 0,
    decelerationEvents: 0,
    maxSpeedKph: day.maxSpeedKph ?? 0,
    rawMaxSpeedKph: day.maxSpeedKph ?? 0,
    avgSpeedKph: 6,
    metresPerMinute: distanceM / 60,
    activeSeconds: day.distanceM === null ? 0 : 3600,
    workload: null,
    speedzoneProfileZone: [100, 0, 0, 0, 0, 0],
    timeAtKph: [],
    avgSpeedKphOverTime: [],
    distanceMOverTime: [],
    sampledSpeedKphOverTime: { startTime: 0, intervalMs: 1000, values: [] },
    events: [],
  };
}

/**
 * A processed one-hour training session starting at `startTime`: its
 * participations, athlete metric sets and team values as processing leaves
 * them (means over athletes with data). Create sessions oldest first, so each
 * one's previous session is the one before it.
 */
export async function seedProcessedSession(
  db: Db,
  clubId: string,
  startTime: string,
  athletes: AthleteDay[],
) {
  const start = new Date(startTime);
  const session = await createSession(db, clubId, {
    kind: 'training',
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
  });
  const sessionId = session.id;
  const withData = athletes.filter((day) => day.distanceM !== null);
  const mean = (pick: (day: AthleteDay) => number) =>
    withData.length === 0 ? 0 : withData.reduce((sum, day) => sum + pick(day), 0) / withData.length;
  for (const day of athletes) {
    const [participation] = await db
      .insert(sessionParticipations)
      .values({ clubId, sessionId, athleteId: day.athleteId })
      .returning();
    await db.insert(athleteMetricSets).values({
      clubId,
      sessionId,
      sessionParticipationId: participation!.id,
      scope: 'session',
      windowKey: 'session',
      ...athleteMetrics(day),
    });
  }
  const total = (pick: (day: AthleteDay) => number) =>
    withData.reduce((sum, day) => sum + pick(day), 0);
  await db.insert(teamMetricSets).values({
    clubId,
    sessionId,
    scope: 'session',
    windowKey: 'session',
    algorithmVersion: 1,
    participantsWithData: withData.length,
    participantsWithoutData: athletes.length - withData.length,
    avgTotalDistanceM: mean((day) => day.distanceM!),
    avgTotalHighIntensityDistanceM: mean((day) => day.distanceM! / 10),
    avgTotalSprintDistanceM: mean((day) => day.distanceM! / 40),
    avgHighIntensityEvents: 0,
    avgSprintEvents: mean((day) => day.sprints ?? 0),
    avgMaxSpeedKph: mean((day) => day.maxSpeedKph ?? 0),
    avgAvgSpeedKph: 6,
    avgMetresPerMinute: mean((day) => day.distanceM! / 60),
    totalDistanceM: total((day) => day.distanceM!),
    totalHighIntensityDistanceM: total((day) => day.distanceM! / 10),
    totalSprintDistanceM: total((day) => day.distanceM! / 40),
    avgDistanceMOverTime: [],
  });
  return sessionId;
}
