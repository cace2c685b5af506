import { jobsForTheirClub } from '../../access/jobsForTheirClub.js';
import { storedSession } from '../../access/storedSession.js';
import { loadProcessedTracks, loadStoredTrackInputs } from '../processing/index.js';
import { prepareSegmentRecomputesJob, type SegmentWorkersShared } from './segmentQueues.js';

/**
 * The editor opened a session: its raw tracks are parsed and processed into
 * this process's processed tracks now, so a save's recompute only computes
 * windows. What is kept already costs nothing; what fails is left to the
 * recompute (which reports it the same way as without this).
 */
export const recomputePreparationWorker = prepareSegmentRecomputesJob.worker<SegmentWorkersShared>({
  batchSize: 1,
  async handle(claimed, { db, log, shared }) {
    const batch = await jobsForTheirClub(db, claimed, log, ({ data }) =>
      storedSession(data.sessionId),
    );
    for (const job of batch) {
      const inputs = await loadStoredTrackInputs(db, job.data.sessionId);
      const outcomes = await loadProcessedTracks({ db, ...shared }, inputs);
      const { tracks, bytes } = shared.processedTracks.size();
      log.debug(
        {
          sessionId: job.data.sessionId,
          processed: outcomes.filter((outcome) => outcome.kind === 'processed').length,
          of: inputs.length,
          kept: { tracks, bytes },
        },
        'segment recomputes prepared',
      );
    }
  },
});
