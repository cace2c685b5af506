import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

it('sends a job and works it to completion', async () => {
  const { jobs } = testApp.app.touchline;
  await jobs.createQueue('test-echo');
  const worked = new Promise<unknown>((resolve) => {
    void jobs.work<{ greeting: string }>('test-echo', { pollingIntervalSeconds: 0.5 }, ([job]) => {
      resolve(job?.data);
      return Promise.resolve({ echoed: job?.data.greeting });
    });
  });
  const id = await jobs.send('test-echo', { greeting: 'hello' });
  expect(id).toBeTruthy();
  expect(await worked).toEqual({ greeting: 'hello' });
  await expect.poll(async () => (await jobs.getJobById('test-echo', id!))?.state).toBe('completed');
  const job = await jobs.getJobById('test-echo', id!);
  expect(job?.output).toEqual({ echoed: 'hello' });
});
