// Child process of the memory bench: streams one file through the importer and
// the engine, then prints the peak resident memory of this process as JSON.
import { createReadStream } from 'node:fs';
import { computeWindowMetrics, importTracks, processTrack } from '@touchline/domain';

const started = performance.now();
const tracks = await importTracks(createReadStream(process.argv[2]), { fileName: process.argv[2] });
let rows = 0;
for (const track of tracks) {
  rows += track.timeMs.length;
  computeWindowMetrics(processTrack(track));
}
const elapsedMs = performance.now() - started;
console.log(
  JSON.stringify({ rows, elapsedMs, maxRssBytes: process.resourceUsage().maxRSS * 1024 }),
);
