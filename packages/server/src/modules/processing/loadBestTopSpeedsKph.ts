import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, athletes, sessionParticipations } from '../../db/tables.js';

/**
 * For individual speed zones, for participations of one session in one
 * query: each athlete's best top speed in their other sessions (an athlete
 * takes part in a session once, so leaving out all these participations
 * leaves out exactly each athlete's own). An athlete's manual top-speed
 * reference, when staff set one, takes precedence over the recorded best
 * (docs/product/club-administration.md §4). Athletes without either are
 * absent: the club's fixed thresholds apply to them.
 */
export async function loadBestTopSpeedsKph(
  db: Db,
  participations: readonly { athleteId: string; participationId: string }[],
): Promise<Map<string, number>> {
  if (participations.length === 0) return new Map();
  const athleteIds = participations.map((p) => p.athleteId);
  const references = await db
    .select({ athleteId: athletes.id, kph: athletes.topSpeedReferenceKph })
    .from(athletes)
    .where(inArray(athletes.id, athleteIds));
  const rows = await db
    .select({
      athleteId: sessionParticipations.athleteId,
      best: max(athleteMetricSets.maxSpeedKph),
    })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        inArray(sessionParticipations.athleteId, athleteIds),
        notInArray(
          sessionParticipations.id,
          participations.map((p) => p.participationId),
        ),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    )
    .groupBy(sessionParticipations.athleteId);
  const best = new Map(
    rows.flatMap((row) => (row.best === null ? [] : [[row.athleteId, row.best] as const])),
  );
  for (const reference of references) {
    if (reference.kph !== null) best.set(reference.athleteId, reference.kph);
  }
  return best;
}
