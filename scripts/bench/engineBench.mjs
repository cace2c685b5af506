// Engine and importer throughput (the metrics of docs/METRICS.md): samples per second for
// the engine alone, rows per second for parse + engine, on the Alfheim match and on a
// simulated 90-minute match of 22 athletes at 10 Hz. Single-threaded, so the figures are
// for one core.
import { readFileSync } from 'node:fs';
import {
  computeWindowMetrics,
  importTracks,
  processTrack,
  simulateSession,
  writeEdgeCsv,
} from '@touchline/domain';

const CHUNK_BYTES = 1 << 16;

function* chunksOf(bytes) {
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    yield bytes.subarray(offset, offset + CHUNK_BYTES);
  }
}

async function* asyncChunks(bytes) {
  yield* chunksOf(bytes);
}

/** Best of `repeats` timings (ms) of `work`: the least disturbed run. */
async function best(repeats, work) {
  let fastest = Infinity;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

function analyse(tracks) {
  for (const track of tracks) computeWindowMetrics(processTrack(track));
}

async function parseAndAnalyse(files) {
  let rows = 0;
  for (const bytes of files) {
    const tracks = await importTracks(asyncChunks(bytes));
    for (const track of tracks) rows += track.timeMs.length;
    analyse(tracks);
  }
  return rows;
}

const perSecond = (count, ms) => `${(((count / ms) * 1000) / 1e6).toFixed(2)} M/s`;

async function report(label, files) {
  const tracks = [];
  for (const bytes of files) tracks.push(...(await importTracks(asyncChunks(bytes))));
  const samples = tracks.reduce((sum, track) => sum + track.timeMs.length, 0);
  analyse(tracks); // warm-up: JIT and scratch buffers
  const engineMs = await best(5, () => analyse(tracks));
  await parseAndAnalyse(files);
  const fullMs = await best(3, () => parseAndAnalyse(files));
  console.log(`${label}: ${samples.toLocaleString('en')} samples in ${tracks.length} tracks`);
  console.log(
    `  engine alone        ${perSecond(samples, engineMs)} samples  (${engineMs.toFixed(0)} ms)`,
  );
  console.log(
    `  parse + engine      ${perSecond(samples, fullMs)} rows     (${fullMs.toFixed(0)} ms)`,
  );
}

export async function benchEngine(alfheimPath) {
  console.log('\n== metric engine and importers (one core)');
  await report('Alfheim (positions CSV, 20 Hz)', [readFileSync(alfheimPath)]);
  const match = simulateSession({
    seed: 90,
    kind: 'match',
    startTime: Date.parse('2026-11-01T15:00:00Z'),
    athletes: 22,
  });
  const encoder = new TextEncoder();
  const files = match.athletes.map(({ track }) => encoder.encode(writeEdgeCsv(track)));
  await report('simulated 90-minute match, 22 athletes (Edge CSV, 10 Hz)', files);
}
