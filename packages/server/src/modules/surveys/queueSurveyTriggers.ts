import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { surveyTimerTriggers } from '../../db/surveysSchema.js';
import type { ModuleWorkers } from '../../jobs/defineJobs.js';
import { fireSurveyTriggerJob, type FireSurveyTriggerJob } from './surveyQueues.js';

const TICK_MS = 60_000;

/** Queues a firing of every active trigger (one waiting job each at most); how many were queued. */
export async function queueSurveyTriggers(db: Db, jobs: PgBoss): Promise<number> {
  const triggers = await db
    .select({ id: surveyTimerTriggers.id, clubId: surveyTimerTriggers.clubId })
    .from(surveyTimerTriggers)
    .where(eq(surveyTimerTriggers.active, true));
  let queued = 0;
  for (const trigger of triggers) {
    const job: FireSurveyTriggerJob = { clubId: trigger.clubId, triggerId: trigger.id };
    if (await fireSurveyTriggerJob.send(jobs, job)) queued += 1;
  }
  return queued;
}

/**
 * The triggers' clock on a worker process: every minute, their firings are
 * queued (any worker runs them; several processes queue no duplicates).
 */
export function startSurveyTriggerClock(
  db: Db,
  jobs: PgBoss,
  log: Logger,
): ModuleWorkers<undefined> {
  const tick = () => {
    queueSurveyTriggers(db, jobs).catch((error: unknown) =>
      log.warn({ err: error }, 'queueing survey triggers failed'),
    );
  };
  const clock = setInterval(tick, TICK_MS).unref();
  return {
    shared: undefined,
    stop: () => {
      clearInterval(clock);
      return Promise.resolve();
    },
  };
}
