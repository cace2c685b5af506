import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { storedSession } from '../../access/storedSession.js';
import { defineJob } from '../../jobs/defineJobs.js';
import { aggregateSession } from './aggregateSession.js';
import {
  AGGREGATE_SESSION,
  PROCESSING_RETRY,
  type AggregateSessionJob,
} from './processingQueues.js';
import type { ProcessingShared } from './processingShared.js';

/** Turns a session's athlete metric sets into team metric sets, one session at a time. */
export const aggregateSessionJob = defineJob<AggregateSessionJob, ProcessingShared>({
  queue: AGGREGATE_SESSION,
  retry: PROCESSING_RETRY,
  batchSize: 1,
  async handle(claimed, { db, log }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedSession(data.sessionId),
    );
    for (const job of batch) await aggregateSession(db, job.data);
  },
});
