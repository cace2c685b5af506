import {
  ALGORITHM_VERSION,
  DEFAULT_METRIC_SETTINGS,
  metricSettingsProblem,
  type MetricSettings,
} from '@touchline/domain';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import { clubMetricSettings } from '../../db/rosterSchema.js';
import { rawTracks, sessionParticipations, sessions } from '../../db/sessionsSchema.js';
import { processRawTrackJob, queueClubReprocessing } from '../processing/index.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';

export type MetricSettingsChanges = Partial<
  Pick<
    MetricSettings,
    | 'highIntensitySpeedKph'
    | 'sprintSpeedKph'
    | 'speedZoneBoundsKph'
    | 'accelerationThresholdMps2'
    | 'individualSpeedZones'
  >
>;

/** The club's overrides (a row holds only what differs from the defaults). */
async function overridesOf(
  db: Pick<Db, 'select'>,
  clubId: string,
): Promise<Partial<MetricSettings>> {
  const [row] = await db
    .select()
    .from(clubMetricSettings)
    .where(eq(clubMetricSettings.clubId, clubId));
  return (row?.settings as Partial<MetricSettings> | undefined) ?? {};
}

export async function loadMetricSettings(db: Db, clubId: string): Promise<MetricSettings> {
  return {
    ...DEFAULT_METRIC_SETTINGS,
    ...(await overridesOf(db, clubId)),
    algorithmVersion: ALGORITHM_VERSION,
  };
}

/** The club's sessions with stored files: those a change of the thresholds re-computes. */
export async function sessionsWithStoredFiles(db: Pick<Db, 'select'>, clubId: string) {
  const [row] = await db
    .select({ sessions: countDistinct(sessionParticipations.sessionId) })
    .from(rawTracks)
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, rawTracks.sessionParticipationId),
    )
    .where(eq(rawTracks.clubId, clubId));
  return row?.sessions ?? 0;
}

/** The club's sessions whose processing has not finished. */
export async function sessionsProcessing(db: Db, clubId: string) {
  const [row] = await db
    .select({ sessions: count() })
    .from(sessions)
    .where(and(eq(sessions.clubId, clubId), eq(sessions.dataProcessing, true)));
  return row?.sessions ?? 0;
}

/**
 * Applies the changes when the result makes sense, and re-queues every stored
 * file of the club in the same transaction, so new settings never sit beside
 * metrics computed with the old ones without a re-computation on its way.
 */
export async function updateMetricSettings(
  db: Db,
  jobs: PgBoss,
  clubId: string,
  changes: MetricSettingsChanges,
): Promise<{ settings: MetricSettings; sessionsReprocessing: number }> {
  const updated = await db.transaction(async (tx) => {
    const overrides = { ...(await overridesOf(tx, clubId)), ...changes };
    const settings: MetricSettings = {
      ...DEFAULT_METRIC_SETTINGS,
      ...overrides,
      algorithmVersion: ALGORITHM_VERSION,
    };
    const problem = metricSettingsProblem(settings);
    if (problem) throw new InvalidInputError(problem);
    await tx
      .insert(clubMetricSettings)
      .values({ clubId, algorithmVersion: ALGORITHM_VERSION, settings: overrides })
      .onConflictDoUpdate({
        target: clubMetricSettings.clubId,
        set: { algorithmVersion: ALGORITHM_VERSION, settings: overrides, updatedAt: new Date() },
      });
    await queueClubReprocessing(tx, jobs, clubId);
    return { settings, sessionsReprocessing: await sessionsWithStoredFiles(tx, clubId) };
  });
  processRawTrackJob.wake(jobs);
  return updated;
}
