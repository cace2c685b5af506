import { availableParallelism } from 'node:os';
import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { rawTrackOfSession } from '../../access/rawTrackOfSession.js';
import { processRawTracks, recordUnexpectedFailure } from './processRawTracks.js';
import {
  aggregateSessionJob,
  processRawTrackJob,
  type AggregateSessionJob,
} from './processingQueues.js';
import type { ProcessingShared } from './processingShared.js';
import { queueSessionAggregation } from './queueSessionAggregation.js';

// Jobs fetched at once: a whole match's tracks, so that one multi-track file
// is parsed once, with its uploads spread over the engine threads.
const RAW_TRACK_BATCH = 24;
// Batches at once, one per engine thread: while one batch's results are
// stored, or its file is read, the next upload's tracks are computed, rather
// than waiting for the whole batch (a match's files arrive one by one).
const RAW_TRACK_BATCHES = availableParallelism();

/** Turns stored raw tracks into athlete metric sets, then queues their sessions' aggregation. */
export const processRawTrackWorker = processRawTrackJob.worker<ProcessingShared>({
  batchSize: RAW_TRACK_BATCH,
  concurrency: RAW_TRACK_BATCHES,
  async handle(claimed, { db, jobs, log, shared, fail }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      rawTrackOfSession(data.rawTrackId, data.sessionId),
    );
    const outcomes = await processRawTracks(
      { db, engine: shared.engine },
      batch.map((job) => job.data.rawTrackId),
    );
    const sessions = new Map<string, AggregateSessionJob>();
    // Each job of the batch succeeds or fails on its own: a failure is
    // reported for that job only (the worker completes the rest afterwards).
    for (const job of batch) {
      const outcome = outcomes.get(job.data.rawTrackId);
      // Its file or session was deleted meanwhile: nothing left to aggregate.
      if (outcome === 'gone') continue;
      if (outcome instanceof Error) {
        const lastAttempt = job.retryCount >= job.retryLimit;
        log.error(
          { err: outcome, rawTrackId: job.data.rawTrackId, lastAttempt },
          'processing failed',
        );
        if (!lastAttempt) {
          await fail(job);
          continue;
        }
        // The reason reaches staff as a warning after the last retry.
        await recordUnexpectedFailure(db, job.data.rawTrackId, outcome);
      }
      sessions.set(job.data.sessionId, {
        clubId: job.data.clubId,
        sessionId: job.data.sessionId,
      });
    }
    for (const session of sessions.values()) {
      await queueSessionAggregation(db, jobs, session);
    }
    if (sessions.size > 0) aggregateSessionJob.wake(jobs);
  },
});
