import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  simulateDemoSessionFiles,
  type DemoSessionFiles,
  type DemoSimulation,
} from './demoSessionFiles.js';

// Sessions simulated ahead of the one being stored: enough to keep both cores
// busy, few enough that the files waiting in memory stay small.
const LOOKAHEAD = 2;

interface Pending {
  promise: Promise<DemoSessionFiles>;
  resolve: (files: DemoSessionFiles) => void;
  reject: (error: Error) => void;
}

function pendingFiles(): Pending {
  let resolve!: Pending['resolve'];
  let reject!: Pending['reject'];
  const promise = new Promise<DemoSessionFiles>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A failure is reported where the session is awaited, not as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

type Reply = { index: number; files: DemoSessionFiles } | { index: number; error: string };

/**
 * The compiled worker script. Under the test runner this module is TypeScript
 * source and the worker runs the build's copy (`npm test` builds first).
 */
function workerScript(): URL | undefined {
  const compiled = import.meta.url.endsWith('.ts')
    ? new URL('../../dist/demo/demoSimulationWorker.js', import.meta.url)
    : new URL('./demoSimulationWorker.js', import.meta.url);
  return existsSync(compiled) ? compiled : undefined;
}

/**
 * The simulated files of each demo session, in order. A worker thread does
 * the simulating, a few sessions ahead, so that storing and processing on
 * this thread run beside it; without a built worker script, this thread does.
 */
export async function* simulateDemoSessions(
  simulations: readonly DemoSimulation[],
): AsyncGenerator<DemoSessionFiles> {
  const script = workerScript();
  if (!script) {
    for (const simulation of simulations) yield simulateDemoSessionFiles(simulation);
    return;
  }
  const worker = new Worker(script, { workerData: simulations });
  const pending = new Map<number, Pending>();
  const request = (index: number) => {
    if (index >= simulations.length) return;
    pending.set(index, pendingFiles());
    worker.postMessage(index);
  };
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.index);
    if ('error' in reply)
      waiting?.reject(new Error(`Simulating demo session ${reply.index}: ${reply.error}`));
    else waiting?.resolve(reply.files);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The demo simulation worker exited (${code})`)));
  try {
    for (let index = 0; index < LOOKAHEAD; index += 1) request(index);
    for (let index = 0; index < simulations.length; index += 1) {
      const files = await pending.get(index)!.promise;
      pending.delete(index);
      request(index + LOOKAHEAD);
      yield files;
    }
  } finally {
    await worker.terminate();
  }
}
