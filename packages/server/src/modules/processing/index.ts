export {
  asWindowMetrics,
  storeTeamValues,
  teamInputColumns,
  teamValues,
} from './aggregateSession.js';
export { metricSetInsert } from './metricSetInsert.js';
export { type EngineThreads, startEngineThreads } from './engineThreads.js';
export type { StoredFile } from './importStoredFile.js';
export { loadBestTopSpeedsKph } from './loadBestTopSpeedsKph.js';
export { type ProcessedTrackDeps, loadProcessedTracks } from './loadProcessedTracks.js';
export { type SegmentInput, type StoredTrackInput, segmentInputOf } from './loadRawTrackInput.js';
export { loadStoredTrackInputs } from './loadStoredTrackInputs.js';
export { markSessionsProcessing } from './markSessionsProcessing.js';
export { type ProcessedTrackCache, createProcessedTrackCache } from './processedTrackCache.js';
export { processedTrackCacheBytes } from './processedTrackCacheBytes.js';
export {
  queueClubReprocessing,
  queuePitchReprocessing,
  queueRawTrackProcessing,
  queueSessionReprocessing,
  queueUploadReprocessing,
} from './queueProcessing.js';
export { requeueSessionAggregation } from './queueSessionAggregation.js';
export type { TrackFileReading } from './readTrackFile.js';
export { claimFileParts } from './claimFileParts.js';
export { discardFileParts } from './discardFileParts.js';
export { loadFileParts, readFileParts } from './readFileParts.js';
export {
  type MeasuredUpload,
  measureUpload,
  type PartsDestination,
  type ReceivedUpload,
  receiveUpload,
} from './receiveUpload.js';
export { removeAbandonedFileParts } from './removeAbandonedFileParts.js';
export { createProcessingQueues, startProcessingWorkers } from './startProcessingWorkers.js';
export { aggregateSessionJob, processRawTrackJob } from './processingQueues.js';
