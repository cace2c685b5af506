import {
  PREPARE_SEGMENT_RECOMPUTES,
  RECOMPUTE_SEGMENT,
} from '../../src/modules/segments/segmentQueues.js';
import {
  AGGREGATE_SESSION,
  PROCESS_RAW_TRACK,
} from '../../src/modules/processing/processingQueues.js';
import { DATASET_JOB_FIXTURES } from './datasetFixtures.js';
import { IMPORT_JOB_FIXTURES } from './importFixtures.js';
import { NOTIFICATION_JOB_FIXTURES } from './notificationFixtures.js';
import { SURVEY_JOB_FIXTURES } from './surveyFixtures.js';
import type { VictimClub } from './victimClub.js';

/** A job's payload naming the victim's rows under another club's id. */
export type JobCase = (victim: VictimClub, foreignClubId: string) => object;

/** One payload per queue a module declares (the fixtures test finds a queue without one). */
export const JOB_FIXTURES: Readonly<Record<string, JobCase>> = {
  [PROCESS_RAW_TRACK]: (victim, clubId) => ({
    clubId,
    sessionId: victim.ids.matchId,
    rawTrackId: victim.rawTrackId,
  }),
  [AGGREGATE_SESSION]: (victim, clubId) => ({ clubId, sessionId: victim.ids.matchId }),
  [RECOMPUTE_SEGMENT]: (victim, clubId) => ({
    clubId,
    sessionId: victim.ids.trainingId,
    segmentId: victim.ids.segmentId,
  }),
  [PREPARE_SEGMENT_RECOMPUTES]: (victim, clubId) => ({ clubId, sessionId: victim.ids.trainingId }),
  ...DATASET_JOB_FIXTURES,
  ...SURVEY_JOB_FIXTURES,
  ...IMPORT_JOB_FIXTURES,
  ...NOTIFICATION_JOB_FIXTURES,
};
