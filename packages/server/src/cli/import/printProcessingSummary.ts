import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athleteMetricSets } from '../../db/metricsSchema.js';
import { athletes } from '../../db/schema.js';
import { processingWarnings, sessionParticipations } from '../../db/sessionsSchema.js';

/** One line per athlete with data, then every processing warning of the session. */
export async function printProcessingSummary(db: Db, sessionId: string): Promise<void> {
  const rows = await db
    .select({ name: athletes.name, distanceM: athleteMetricSets.totalDistanceM })
    .from(athleteMetricSets)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .where(
      and(eq(athleteMetricSets.sessionId, sessionId), eq(athleteMetricSets.windowKey, 'session')),
    )
    .orderBy(athletes.name);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(28)} ${(row.distanceM / 1000).toFixed(2)} km`);
  const warnings = await db
    .select({ code: processingWarnings.code, message: processingWarnings.message })
    .from(processingWarnings)
    .where(eq(processingWarnings.sessionId, sessionId));
  for (const warning of warnings) console.log(`  warning ${warning.code}: ${warning.message}`);
}
