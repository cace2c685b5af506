export { asWindowMetrics, storeTeamValues, teamValues } from './aggregateSession.js';
export { type EngineThreads, startEngineThreads } from './engineThreads.js';
export { loadBestTopSpeedsKph } from './loadBestTopSpeedsKph.js';
export { type ProcessedTrackDeps, loadProcessedTracks } from './loadProcessedTracks.js';
export { type SegmentInput, type StoredTrackInput, segmentInputOf } from './loadRawTrackInput.js';
export { loadStoredTrackInputs } from './loadStoredTrackInputs.js';
export { type ProcessedTrackCache, createProcessedTrackCache } from './processedTrackCache.js';
export { processedTrackCacheBytes } from './processedTrackCacheBytes.js';
export {
  queueClubReprocessing,
  queuePitchReprocessing,
  queueRawTrackProcessing,
  queueSessionReprocessing,
} from './queueProcessing.js';
export { type ReceivedUpload, receiveUpload } from './receiveUpload.js';
export { createProcessingQueues, startProcessingWorkers } from './startProcessingWorkers.js';
export { processRawTrackJob } from './processingQueues.js';
