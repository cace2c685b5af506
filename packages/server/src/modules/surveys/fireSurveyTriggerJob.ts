import { eq } from 'drizzle-orm';
import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import type { Subject } from '../../access/Subject.js';
import { surveyTimerTriggers } from '../../db/surveysSchema.js';
import { isUuid } from '../../graphql/ids.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { fireSurveyTrigger } from './fireSurveyTrigger.js';
import { fireSurveyTriggerJob } from './surveyQueues.js';

class TriggerNotStored extends Error {}

/** A trigger read from the database (a job has no request loaders). */
function storedTrigger(triggerId: string): Subject<{ id: string; clubId: string }> {
  return {
    type: 'SurveyTimerTrigger',
    find: async ({ db }) => {
      if (!isUuid(triggerId)) return null;
      const [row] = await db
        .select({ id: surveyTimerTriggers.id, clubId: surveyTimerTriggers.clubId })
        .from(surveyTimerTriggers)
        .where(eq(surveyTimerTriggers.id, triggerId));
      return row;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TriggerNotStored(),
  };
}

/** Sends a trigger's due distributions and reminders, as of when it runs. */
export const fireSurveyTriggerWorker = fireSurveyTriggerJob.worker({
  batchSize: 5,
  async handle(claimed, { db, log }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedTrigger(data.triggerId),
    );
    for (const job of batch) {
      const fired = await fireSurveyTrigger(db, job.data.triggerId);
      if (fired.distributed + fired.reminded === 0) continue;
      log.info({ triggerId: job.data.triggerId, ...fired }, 'survey trigger fired');
      // Answers kept of mySurveyDistributions are stale now.
      await publishEvent(db, { topic: 'dataChanged' });
    }
  },
});
