import { defineJob } from '../../jobs/defineJob.js';
import type PgBoss from 'pg-boss';

/** Sends what one timer trigger has due (distributions and reminders) at the time it runs. */
export const FIRE_SURVEY_TRIGGER = 'fire-survey-trigger';

export interface FireSurveyTriggerJob {
  clubId: string;
  triggerId: string;
}

/**
 * At most one waiting job per trigger (singletonKey: the trigger's id), so a
 * slow minute does not pile them up. Firing is idempotent (one distribution
 * per occurrence, one reminder per recipient): a retry sends nothing twice.
 */
export const FIRE_SURVEY_TRIGGER_RETRY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 2,
  retryDelay: 10,
  expireInSeconds: 120,
};

/** A timer trigger's firing (one waiting job per trigger). */
export const fireSurveyTriggerJob = defineJob<FireSurveyTriggerJob>({
  queue: FIRE_SURVEY_TRIGGER,
  retry: FIRE_SURVEY_TRIGGER_RETRY,
  singletonKey: (job) => job.triggerId,
});
