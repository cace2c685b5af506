// An engine thread of the processing pool (engineThreads.ts): piscina calls
// the default export with each task, on a thread of its own, so parsing and
// the metric engine never hold up the API's thread.
import { computeUploadTracks } from './computeUploadTracks.js';

export default computeUploadTracks;
