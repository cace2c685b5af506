import { z } from 'zod';
import { defineJobs } from '../../jobs/defineJobs.js';
import {
  startEngineThreads,
  createProcessedTrackCache,
  processedTrackCacheBytes,
} from '../processing/index.js';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { recomputePreparationWorker } from './recomputePreparationJob.js';
import { recomputeSegmentWorker } from './recomputeSegmentJob.js';
import { createSegmentLoaders } from './segments.loaders.js';
import type { SegmentWorkersShared } from './segmentQueues.js';
import { segmentsResolvers } from './segments.resolvers.js';

// An analyst saves again and again while the editor is open: threads kept
// that long have their engine code compiled already.
const ENGINE_IDLE_MS = 15 * 60_000;

/** Segments of training sessions: the editor's reads and saves, tags, and each segment's metrics. */
export const segmentsModule = defineModule({
  name: 'segments',
  schema: schemaFile('segments'),
  resolvers: [segmentsResolvers],
  mappers: {
    Segment: '../sessionReports/index.js#SegmentRow',
    TagDefinition: './segmentRows.js#TagDefinitionRow',
    SegmentParticipation: './segmentRows.js#SegmentParticipationRow',
    SegmentMetricSet: './segmentRows.js#SegmentMetricSetRow',
    ClubSettings: './segmentRows.js#ClubSettingsRow',
    SegmentsUpdatedEvent: './segmentRows.js#SegmentsUpdatedRow',
  },
  loaders: createSegmentLoaders,
  events: {
    /** A segment of a session was saved, its metrics recomputed, or it was deleted. */
    segmentsUpdated: defineEvent({
      payload: z.object({
        clubId: z.string(),
        sessionId: z.string(),
        segmentId: z.string(),
        change: z.enum(['saved', 'recomputed', 'destroyed']),
      }),
      routedBy: 'clubId',
    }),
  },
  jobs: defineJobs<SegmentWorkersShared>({
    queues: [recomputeSegmentWorker, recomputePreparationWorker],
    // Engine threads of its own (started on first use, idle-stopped), so a
    // save's recompute never waits behind a season's re-processing; and the
    // processed tracks of the sessions being edited.
    startWorkers() {
      const engine = startEngineThreads({ idleMs: ENGINE_IDLE_MS });
      const processedTracks = createProcessedTrackCache(processedTrackCacheBytes(process.env));
      return Promise.resolve({ shared: { engine, processedTracks }, stop: () => engine.close() });
    },
  }),
});
