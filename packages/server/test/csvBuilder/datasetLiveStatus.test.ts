import { createClient } from 'graphql-ws';
import pino from 'pino';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { startJobWorkers } from '../../src/jobs/startJobWorkers.js';
import { datasetsModule } from '../../src/modules/datasets/datasets.module.js';
import { DATASET_EVENTS, FETCH_DATASET, type DatasetAnswer } from './csvBuilderOperations.js';
import { aDataset, ask, useCsvBuilderWorld, world } from './csvBuilderWorld.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

// The API runs without workers, as beside `touchline worker`: a created
// dataset stays Generating until a worker starts, so the page's subscription
// sees both statuses in order, whatever the timing.
useCsvBuilderWorld();

it('tells a subscribed page a created dataset is Generating, then Completed', async () => {
  const { app } = world.testApp;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { cookie } = world.coach;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({
    url: `ws://127.0.0.1:${port}/api/cable`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
  const dataset = await aDataset({ title: 'Live', startDate: '2026-10-01', endDate: '2026-10-07' });
  const heard: unknown[] = [];
  const unsubscribe = client.subscribe(
    { query: DATASET_EVENTS, variables: { id: dataset.id } },
    {
      next: (answer) => heard.push(answer),
      error: (error) => heard.push(error),
      complete: () => {},
    },
  );
  const event = (status: string) => ({ data: { datasetUpdatedEvent: { id: dataset.id, status } } });
  const { database, jobs } = app.touchline;
  let stopWorkers: (() => Promise<void>) | undefined;
  try {
    await expect.poll(() => heard, { timeout: BACKGROUND_WAIT_MS }).toEqual([event('Generating')]);
    stopWorkers = await startJobWorkers([datasetsModule], {
      database,
      jobs,
      log: pino({ level: 'silent' }),
    });
    await expect
      .poll(() => heard, { timeout: BACKGROUND_WAIT_MS })
      .toEqual([event('Generating'), event('Completed')]);
  } finally {
    unsubscribe();
    await client.dispose();
    await stopWorkers?.();
  }
  const { fetchDataset } = await ask<{ fetchDataset: DatasetAnswer[] }>(FETCH_DATASET, {
    datasetIds: [dataset.id],
  });
  // No sessions that week: Completed with the template's columns and no rows.
  expect(fetchDataset[0]).toMatchObject({ status: 'Completed', rowCount: 0 });
  expect(fetchDataset[0]!.columns!.map((column) => column.id)).not.toContain('segment_name');
  expect(fetchDataset[0]!.columns!.map((column) => column.id)).toContain('athlete_name');
});
