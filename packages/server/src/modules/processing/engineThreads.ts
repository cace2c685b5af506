import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ComputedMetricSet } from './athleteMetricSetValues.js';
import {
  computeSegmentMetricSets,
  type SegmentMetricSetsWork,
} from './computeSegmentMetricSets.js';
import {
  computeUploadTracks,
  type TrackOutcome,
  type UploadComputation,
  type UploadContent,
} from './computeUploadTracks.js';
import { buildStoredTable, type DatasetTableWork, type StoredTable } from '../datasets/index.js';
import type { StoredFile } from './importStoredFile.js';
import {
  processStoredTracks,
  type StoredTrackOutcome,
  type StoredTracksWork,
} from './processStoredTracks.js';
import { readTrackFile, type TrackFileReading } from './readTrackFile.js';

/**
 * Runs the importers and the metric engine off the API's thread. A stored
 * file's parts given to it are moved to the thread: the caller reads them no more.
 */
export interface EngineThreads {
  /**
   * Every window of each raw track of an upload (processing); `onParsed` is
   * called once the file has been read, before the metrics are computed.
   */
  compute(work: UploadComputation, onParsed?: () => void): Promise<TrackOutcome[]>;
  /** The tracks a file of an import holds, for the coach's review. */
  readTrackFile(file: StoredFile): Promise<TrackFileReading>;
  /** Raw tracks of one upload, parsed once and processed into shared columns (segment recomputes). */
  processStoredTracks(work: StoredTracksWork): Promise<StoredTrackOutcome[]>;
  /** Athletes' segment metric sets from their processed tracks' shared columns, spread over the threads. */
  computeSegmentMetricSets(works: readonly SegmentMetricSetsWork[]): Promise<ComputedMetricSet[]>;
  /** A dataset's table, built and written as JSON. */
  buildStoredTable(work: DatasetTableWork): Promise<StoredTable>;
  close(): Promise<void>;
}

// Below the API's thread: under load, requests are answered first and
// processing takes what is left of the cores.
const NICE_INCREMENT = 10;
// A file that makes the engine go past this is refused, not the process.
const HEAP_LIMIT_MB = 2048;
const IDLE_MS = 60_000;

/**
 * The compiled thread script. Under the test runner this module is
 * TypeScript source and the threads run the build's copy (`npm test` builds
 * first); without one, the engine runs on the calling thread.
 */
function threadScript(): URL | undefined {
  const compiled = import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/modules/processing/engineThread.js', import.meta.url)
    : new URL('./engineThread.js', import.meta.url);
  return existsSync(compiled) ? compiled : undefined;
}

/**
 * A pool of engine threads, one per core, started on first use and stopped
 * after `idleMs` without work.
 */
export function startEngineThreads({ idleMs = IDLE_MS } = {}): EngineThreads {
  const script = threadScript();
  if (!script) {
    return {
      compute: (work, onParsed) =>
        withParsedSignal(work, onParsed, (signalled) => computeUploadTracks(signalled)),
      readTrackFile,
      processStoredTracks,
      computeSegmentMetricSets: (works) => Promise.resolve(computeSegmentMetricSets(works)),
      buildStoredTable: (work) => Promise.resolve(buildStoredTable(work)),
      close: () => Promise.resolve(),
    };
  }
  const threads = availableParallelism();
  // One pool, several task kinds (engineThread.ts's exports): typed per method below.
  const pool = new Piscina<unknown, unknown>({
    filename: script.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  return {
    compute: (work, onParsed) =>
      withParsedSignal(
        work,
        onParsed,
        (signalled, port) =>
          pool.run(signalled, {
            transferList: [...(port ? [port] : []), ...partsMoved(work)],
          }) as Promise<TrackOutcome[]>,
      ),
    readTrackFile: (file) =>
      pool.run(file, {
        name: 'readTrackFile',
        transferList: partsMoved({
          contentParts: file.contentParts,
          eptsMetadataParts: file.eptsMetadataParts ?? null,
        }),
      }) as Promise<TrackFileReading>,
    processStoredTracks: (work) =>
      pool.run(work, {
        name: 'processStoredTracks',
        transferList: partsMoved(work),
      }) as Promise<StoredTrackOutcome[]>,
    // One task per thread: a task's round trip costs more than an athlete's windows.
    async computeSegmentMetricSets(works) {
      const size = Math.ceil(works.length / threads);
      const tasks = [];
      for (let start = 0; start < works.length; start += size) {
        const task = works.slice(start, start + size);
        tasks.push(pool.run(task, { name: 'computeSegmentMetricSets' }));
      }
      return ((await Promise.all(tasks)) as ComputedMetricSet[][]).flat();
    },
    buildStoredTable: (work) =>
      pool.run(work, { name: 'buildStoredTable' }) as Promise<StoredTable>,
    close: () => pool.destroy(),
  };
}

/**
 * The buffers of a file's stored parts, moved to the engine thread rather
 * than copied (a 200 MB file's are some 50 MB): the caller reads them no
 * more. A part that shares its buffer (a small one, cut from a pool) is copied.
 */
function partsMoved({ contentParts, eptsMetadataParts }: UploadContent): ArrayBuffer[] {
  const moved = new Set<ArrayBuffer>();
  for (const part of [...contentParts, ...(eptsMetadataParts ?? [])]) {
    const { buffer } = part;
    if (
      buffer instanceof ArrayBuffer &&
      part.byteOffset === 0 &&
      part.byteLength === buffer.byteLength
    ) {
      moved.add(buffer);
    }
  }
  return [...moved];
}

/**
 * Runs a computation with a port the engine tells when it has read the file,
 * and calls `onParsed` when it does. The port is closed with the computation:
 * a word that comes later is dropped.
 */
async function withParsedSignal(
  work: UploadComputation,
  onParsed: (() => void) | undefined,
  run: (work: UploadComputation, port?: MessagePort) => Promise<TrackOutcome[]>,
): Promise<TrackOutcome[]> {
  if (!onParsed) return run(work);
  const { port1, port2 } = new MessageChannel();
  port1.once('message', onParsed);
  try {
    return await run({ ...work, parsed: port2 }, port2);
  } finally {
    port1.close();
  }
}
