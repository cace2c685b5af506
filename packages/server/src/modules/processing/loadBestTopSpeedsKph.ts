import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets, sessionParticipations } from '../../db/tables.js';

/**
 * For individual speed zones, for participations of one session in one
 * query: each athlete's best top speed in their other sessions (an athlete
 * takes part in a session once, so leaving out all these participations
 * leaves out exactly each athlete's own). Athletes without one are absent:
 * the club's fixed thresholds apply to them.
 */
export async function loadBestTopSpeedsKph(
  db: Db,
  participations: readonly { athleteId: string; participationId: string }[],
): Promise<Map<string, number>> {
  if (participations.length === 0) return new Map();
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
        inArray(
          sessionParticipations.athleteId,
          participations.map((p) => p.athleteId),
        ),
        notInArray(
          sessionParticipations.id,
          participations.map((p) => p.participationId),
        ),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    )
    .groupBy(sessionParticipations.athleteId);
  return new Map(rows.flatMap((row) => (row.best === null ? [] : [[row.athleteId, row.best]])));
}
