import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startClaimingWorker } from '../src/jobs/startClaimingWorker.js';
import { startWorkerLiveness, type WorkerLiveness } from '../src/jobs/workerLiveness.js';
import { startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
let liveness: WorkerLiveness;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  testApp = await startTestApp();
  liveness = await startWorkerLiveness(testApp.app.touchline.database, log);
});
afterAll(async () => {
  await liveness.close();
  await testApp.close();
});

it('handles as many batches at once as its concurrency, and completes each', async () => {
  const { database, jobs } = testApp.app.touchline;
  const queue = 'test-claiming-concurrency';
  await jobs.createQueue(queue);
  let handling = 0;
  let mostAtOnce = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const worker = startClaimingWorker<{ n: number }>(
    { database, jobs, liveness, log },
    { queue, batchSize: 1, concurrency: 2, pollingIntervalMs: 100 },
    async () => {
      handling++;
      mostAtOnce = Math.max(mostAtOnce, handling);
      // Each batch waits until the test has seen two handled together.
      await released;
      handling--;
    },
  );
  try {
    const ids = [await jobs.send(queue, { n: 1 }), await jobs.send(queue, { n: 2 })];
    worker.wake();
    await expect.poll(() => mostAtOnce, { timeout: 60_000 }).toBe(2);
    release();
    for (const id of ids) {
      await expect
        .poll(async () => (await jobs.getJobById(queue, id!))?.state, { timeout: 60_000 })
        .toBe('completed');
    }
  } finally {
    release();
    await worker.stop();
  }
});
