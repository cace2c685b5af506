// Engine and importer throughput (the metrics of docs/METRICS.md): samples per second for
// the engine alone, rows per second for parse + engine, on the Alfheim match and on a
// simulated 90-minute match of 22 athletes at 10 Hz. Single-threaded, so the figures are
// for one core.
import { readFileSync } from 'node:fs';
import {
  computePeakDemands,
  computeWindowMetrics,
  countedPieces,
  DEFAULT_METRIC_SETTINGS,
  importTracks,
  processTrack,
  simulateSession,
  thresholdMps,
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

/**
 * What peak demands add to the engine (docs/METRICS.md "Peak demands"), in the
 * same run: the engine as it runs (cleaning plus every window metric, peak
 * demands included), and computePeakDemands alone on the same tracks, less
 * the counted pieces it is given (computed once per window for every metric).
 * Best of many runs each: the machine may be busy.
 */
async function reportPeakDemands(files) {
  const tracks = [];
  for (const bytes of files) tracks.push(...(await importTracks(asyncChunks(bytes))));
  const processed = tracks.map((track) => processTrack(track));
  const events = processed.map((track) => computeWindowMetrics(track).events);
  const highIntensityMps = thresholdMps(DEFAULT_METRIC_SETTINGS.highIntensitySpeedKph);
  const pieces = () => processed.forEach((track) => countedPieces(track, undefined, undefined));
  const peaks = () =>
    processed.forEach((track, k) =>
      computePeakDemands(
        track.speedMps,
        countedPieces(track, undefined, undefined),
        highIntensityMps,
        events[k],
      ),
    );
  analyse(tracks);
  peaks();
  const engineMs = await best(7, () => analyse(tracks));
  const piecesMs = await best(15, pieces);
  const peakMs = (await best(15, peaks)) - piecesMs;
  const withoutMs = engineMs - peakMs;
  console.log(
    `  peak demands        ${peakMs.toFixed(1)} ms of the engine's ${engineMs.toFixed(0)} ms: ` +
      `+${((peakMs / withoutMs) * 100).toFixed(1)} % over the engine without them (${withoutMs.toFixed(0)} ms)`,
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
  await reportPeakDemands(files);
}
