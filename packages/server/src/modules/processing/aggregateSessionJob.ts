import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { storedSession } from '../../access/storedSession.js';
import { aggregateSession } from './aggregateSession.js';
import { aggregateSessionJob } from './processingQueues.js';
import type { ProcessingShared } from './processingShared.js';

/** Turns a session's athlete metric sets into team metric sets, one session at a time. */
export const aggregateSessionWorker = aggregateSessionJob.worker<ProcessingShared>({
  batchSize: 1,
  async handle(claimed, { db, log }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedSession(data.sessionId),
    );
    for (const job of batch) await aggregateSession(db, job.data);
  },
});
