import {
  newPersonalBests,
  PERSONAL_BEST_METRICS,
  type PersonalBestMetric,
  type SessionFigures,
} from '@touchline/domain';
import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets } from '../../db/metricsSchema.js';
import { athletes } from '../../db/schema.js';
import { sessionParticipations, sessions } from '../../db/sessionsSchema.js';
import { notifications } from '../../db/surveysSchema.js';
import { notify } from './notify.js';

const figuresOf = (row: Record<PersonalBestMetric, number | null>): SessionFigures =>
  Object.fromEntries(
    PERSONAL_BEST_METRICS.map((metric) => [metric, row[metric]]),
  ) as SessionFigures;

/**
 * A session finished processing: each of its athletes with an account whose
 * whole-session top speed, distance, sprint or high-intensity distance beats
 * every earlier session of theirs (by start time) is told (NewPersonalBest),
 * one notification per metric, once per session.
 */
export async function notifyPersonalBests(
  tx: Db,
  session: { clubId: string; sessionId: string },
): Promise<void> {
  const [current] = await tx
    .select({ startTime: sessions.startTime })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId));
  if (!current) return;
  const metrics = {
    maxSpeedKph: athleteMetricSets.maxSpeedKph,
    totalDistanceM: athleteMetricSets.totalDistanceM,
    totalSprintDistanceM: athleteMetricSets.totalSprintDistanceM,
    totalHighIntensityDistanceM: athleteMetricSets.totalHighIntensityDistanceM,
  };
  const now = await tx
    .select({ athleteId: athletes.id, personId: athletes.personId, ...metrics })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .where(
      and(
        eq(athleteMetricSets.sessionId, session.sessionId),
        eq(athleteMetricSets.scope, 'session'),
        isNotNull(athletes.personId),
      ),
    );
  if (now.length === 0) return;
  // Two statements for the whole squad, whatever its size or history: who was told
  // already, and each athlete's best of every earlier session.
  const told = new Set(
    (
      await tx
        .select({ personId: notifications.personId })
        .from(notifications)
        .where(
          and(
            inArray(
              notifications.personId,
              now.map((athlete) => athlete.personId!),
            ),
            eq(notifications.type, 'NewPersonalBest'),
            sql`${notifications.payload}->>'sessionId' = ${session.sessionId}`,
          ),
        )
    ).map((row) => row.personId),
  );
  const bestsBefore = await tx
    .select({
      athleteId: sessionParticipations.athleteId,
      maxSpeedKph: max(athleteMetricSets.maxSpeedKph),
      totalDistanceM: max(athleteMetricSets.totalDistanceM),
      totalSprintDistanceM: max(athleteMetricSets.totalSprintDistanceM),
      totalHighIntensityDistanceM: max(athleteMetricSets.totalHighIntensityDistanceM),
    })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
    .where(
      and(
        inArray(
          sessionParticipations.athleteId,
          now.map((athlete) => athlete.athleteId),
        ),
        eq(athleteMetricSets.scope, 'session'),
        lt(sessions.startTime, current.startTime),
      ),
    )
    .groupBy(sessionParticipations.athleteId);
  const bestBefore = new Map(bestsBefore.map((row) => [row.athleteId, row]));
  for (const athlete of now) {
    if (told.has(athlete.personId!)) continue;
    const before = bestBefore.get(athlete.athleteId);
    // The best of each metric stands for every earlier session: newPersonalBests takes the most.
    const earlier = before ? [before] : [];
    const bests = newPersonalBests(figuresOf(athlete), earlier.map(figuresOf));
    for (const best of bests)
      await notify(tx, {
        clubId: session.clubId,
        personIds: [athlete.personId!],
        type: 'NewPersonalBest',
        payload: { sessionId: session.sessionId, metric: best.metric, value: best.value },
      });
  }
}
