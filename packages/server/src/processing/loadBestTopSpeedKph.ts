import { and, eq, max, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { athleteMetricSets, sessionParticipations } from '../db/tables.js';

/**
 * For individual speed zones: the athlete's best top speed in their other
 * sessions. Undefined (the club's fixed thresholds apply) before they have one.
 */
export async function loadBestTopSpeedKph(
  db: Db,
  athleteId: string,
  participationId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ best: max(athleteMetricSets.maxSpeedKph) })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        eq(sessionParticipations.athleteId, athleteId),
        ne(sessionParticipations.id, participationId),
        eq(athleteMetricSets.windowKey, 'session'),
      ),
    );
  return row?.best ?? undefined;
}
