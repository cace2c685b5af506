// An engine thread of a processing pool (engineThreads.ts): piscina calls
// the default export with each task, or the export the task names, on a
// thread of its own, so parsing, the metric engine, reading imports' files
// and datasets' tables never hold up the API's thread.
import { computeUploadTracks } from './computeUploadTracks.js';

export { computeSegmentMetricSets } from './computeSegmentMetricSets.js';
export { processStoredTracks } from './processStoredTracks.js';
export { readTrackFile } from './readTrackFile.js';
export { buildStoredTable } from '../datasets/index.js';
export default computeUploadTracks;
