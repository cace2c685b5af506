// An engine thread of a processing pool (engineThreads.ts): piscina calls
// the default export with each task, or the export the task names, on a
// thread of its own, so parsing, the metric engine, reading imports' files
// and datasets' tables never hold up the API's thread.
import type { DatasetTableWork } from '../datasets/index.js';
import { computeUploadTracks } from './computeUploadTracks.js';

export { computeSegmentMetricSets } from './computeSegmentMetricSets.js';
export { processStoredTracks } from './processStoredTracks.js';
export { readTrackFile } from './readTrackFile.js';
export default computeUploadTracks;

/**
 * The datasets module, loaded by the first table a thread builds: its index
 * brings the database layer and the job queue with it, which more than
 * doubled a thread's start, paid before the first upload could be read.
 */
export async function buildStoredTable(work: DatasetTableWork) {
  const { buildStoredTable: build } = await import('../datasets/index.js');
  return build(work);
}
