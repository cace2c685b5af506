import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import {
  computeUploadTracks,
  type TrackOutcome,
  type UploadComputation,
} from './computeUploadTracks.js';

/** Runs the importers and the metric engine off the API's thread. */
export interface EngineThreads {
  compute(work: UploadComputation): Promise<TrackOutcome[]>;
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
    ? new URL('../../dist/processing/engineThread.js', import.meta.url)
    : new URL('./engineThread.js', import.meta.url);
  return existsSync(compiled) ? compiled : undefined;
}

/** A pool of engine threads, one per core, started on first use and idle-stopped. */
export function startEngineThreads(): EngineThreads {
  const script = threadScript();
  if (!script) {
    return { compute: computeUploadTracks, close: () => Promise.resolve() };
  }
  const pool = new Piscina<UploadComputation, TrackOutcome[]>({
    filename: script.href,
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: IDLE_MS,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  return {
    compute: (work) => pool.run(work),
    close: () => pool.destroy(),
  };
}
