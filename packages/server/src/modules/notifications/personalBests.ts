import {
  newPersonalBests,
  PERSONAL_BEST_METRICS,
  type PersonalBestMetric,
  type SessionFigures,
} from '@touchline/domain';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
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
  for (const athlete of now) {
    const [told] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.personId, athlete.personId!),
          eq(notifications.type, 'NewPersonalBest'),
          sql`${notifications.payload}->>'sessionId' = ${session.sessionId}`,
        ),
      )
      .limit(1);
    if (told) continue;
    const earlier = await tx
      .select(metrics)
      .from(athleteMetricSets)
      .innerJoin(
        sessionParticipations,
        eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
      )
      .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
      .where(
        and(
          eq(sessionParticipations.athleteId, athlete.athleteId),
          eq(athleteMetricSets.scope, 'session'),
          lt(sessions.startTime, current.startTime),
        ),
      );
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
