import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { storedSession } from '../../access/storedSession.js';
import { defineJob } from '../../jobs/defineJobs.js';
import { recomputeSegment } from './recomputeSegment.js';
import {
  RECOMPUTE_RETRY,
  RECOMPUTE_SEGMENT,
  type RecomputeSegmentJob,
  type SegmentWorkersShared,
} from './segmentQueues.js';

/** After a save: the segment's metric sets from the stored raw tracks, one segment at a time. */
export const recomputeSegmentJob = defineJob<RecomputeSegmentJob, SegmentWorkersShared>({
  queue: RECOMPUTE_SEGMENT,
  retry: RECOMPUTE_RETRY,
  batchSize: 1,
  async handle(claimed, { db, log, shared }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedSession(data.sessionId),
    );
    for (const job of batch) {
      const outcome = await recomputeSegment({ db, ...shared }, job.data);
      log.debug({ segmentId: job.data.segmentId, outcome }, 'segment recompute');
    }
  },
});
