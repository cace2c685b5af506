import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { storedSession } from '../../access/storedSession.js';
import { recomputeSegment } from './recomputeSegment.js';
import { recomputeSegmentJob, type SegmentWorkersShared } from './segmentQueues.js';

/** After a save: the segment's metric sets from the stored raw tracks, one segment at a time. */
export const recomputeSegmentWorker = recomputeSegmentJob.worker<SegmentWorkersShared>({
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
