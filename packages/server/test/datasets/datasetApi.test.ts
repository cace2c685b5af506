import { METRES_PER_YARD, type DatasetColumn } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { datasets, featureSwitches, persons } from '../../src/db/tables.js';
import { parseCsv } from '../support/parseCsv.js';
import { graphql, type Session } from '../support/testApp.js';
import {
  queueDataset,
  regenerate,
  settled,
  startDatasetsWorld,
  storedDataset,
  type DatasetsWorld,
} from './datasetsWorld.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

let world: DatasetsWorld;
let datasetId: string;
let stored: Awaited<ReturnType<typeof storedDataset>>;

beforeAll(async () => {
  world = await startDatasetsWorld();
  datasetId = await queueDataset(world, { title: 'March: "all" sessions' });
  stored = await settled(world.db, datasetId);
  expect(stored.status).toBe('Completed');
}, 180_000);
afterAll(() => world?.testApp.close());

const DATASET = `query ($id: ID!) { dataset(id: $id) { id title status createdAt startsAt endsAt
  csvTemplateId gridConfig dateFormat rowCount owner { id name }
  columns { id name rows chartDataType color quantity } } }`;

const askDataset = (id: string, as: Session | null = world.coach) =>
  graphql<{ dataset: Record<string, unknown> | null }>(world.testApp.app, as, DATASET, { id });

async function setSwitch(name: 'customer_flexible_reporting' | 'flexible_reporting', on: boolean) {
  await world.db
    .update(featureSwitches)
    .set({ enabled: on })
    .where(and(eq(featureSwitches.clubId, world.clubId), eq(featureSwitches.name, name)));
}

describe('dataset(id)', () => {
  it('answers the stored dataset and its table to a member', async () => {
    const answer = await askDataset(datasetId);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dataset).toMatchObject({
      id: datasetId,
      title: 'March: "all" sessions',
      status: 'Completed',
      startsAt: '2026-03-01',
      endsAt: '2026-03-14',
      csvTemplateId: null,
      gridConfig: null,
      dateFormat: 'DD/MM/YYYY',
      rowCount: stored.rowCount,
      owner: { id: world.coachPersonId },
      columns: stored.columns,
    });
    // An athlete of the club reads the club's reports too.
    expect((await askDataset(datasetId, world.athlete)).data!.dataset).toMatchObject({
      id: datasetId,
      rowCount: stored.rowCount,
    });
  });

  it('answers no table while Generating', async () => {
    const generating = await queueDataset(world);
    const answer = await askDataset(generating);
    if (answer.data!.dataset!.status === 'Generating')
      expect(answer.data!.dataset).toMatchObject({ rowCount: 0, columns: [] });
    await settled(world.db, generating);
  });

  it('answers an unknown or malformed id, or a club without the tools, as not found', async () => {
    const notFound = { dataset: null };
    for (const id of ['7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10', 'not-an-id']) {
      const answer = await askDataset(id);
      expect(answer.data).toEqual(notFound);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Dataset not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    await setSwitch('customer_flexible_reporting', false);
    try {
      // The CSV Builder's switch alone still shows its datasets.
      expect((await askDataset(datasetId)).data!.dataset).toMatchObject({ id: datasetId });
      await setSwitch('flexible_reporting', false);
      const answer = await askDataset(datasetId);
      expect(answer.data).toEqual(notFound);
      expect(answer.errors?.[0]?.message).toBe('Dataset not found');
    } finally {
      await setSwitch('customer_flexible_reporting', true);
      await setSwitch('flexible_reporting', true);
    }
  });
});

describe('datasetUpdatedEvent(id)', () => {
  it('answers the current status first, then each change', async () => {
    await world.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = world.testApp.app.server.address();
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
    const heard: unknown[] = [];
    const unsubscribe = client.subscribe(
      {
        query: 'subscription ($id: ID!) { datasetUpdatedEvent(id: $id) { id status } }',
        variables: { id: datasetId },
      },
      {
        next: (answer) => heard.push(answer),
        error: (error) => heard.push(error),
        complete: () => {},
      },
    );
    try {
      const event = (status: string) => ({
        data: { datasetUpdatedEvent: { id: datasetId, status } },
      });
      await expect.poll(() => heard, { timeout: BACKGROUND_WAIT_MS }).toEqual([event('Completed')]);
      await regenerate(world, datasetId, {
        startsOn: '2026-03-09',
        endsOn: '2026-03-14',
        timeZone: 'Europe/London',
      });
      await expect
        .poll(() => heard, { timeout: BACKGROUND_WAIT_MS })
        .toEqual([event('Completed'), event('Generating'), event('Completed')]);
    } finally {
      unsubscribe();
      await client.dispose();
    }
    stored = await storedDataset(world.db, datasetId);
  });
});

describe('GET /api/export/datasets/:datasetId/dataset.csv', () => {
  const download = (id: string, as: Session | null = world.coach) =>
    world.testApp.app.inject({
      method: 'GET',
      url: `/api/export/datasets/${id}/dataset.csv`,
      headers: as?.headers ?? {},
    });

  const column = (id: string) =>
    (stored.columns as DatasetColumn[]).find((candidate) => candidate.id === id)!;

  it('downloads the dataset with a header, one line per row and lists joined', async () => {
    const response = await download(datasetId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''March%20all%20sessions%20-%20${stored.startsOn}%20to%20${stored.endsOn}.csv`,
    );
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toContain('Athlete Name');
    expect(header).toContain('Total Distance (m)');
    expect(header).not.toContain('Athlete Id');
    expect(lines).toHaveLength(stored.rowCount);
    const at = (name: string) => header!.indexOf(name);
    const first = lines[0]!;
    expect(first[at('Athlete Name')]).toBe(column('athlete_name').rows[0]);
    const [year, month, day] = String(column('start_date').rows[0]).split('-');
    expect(first[at('Start Date')]).toBe(`${day}/${month}/${year}`);
    expect(first[at('Athlete Groups')]).toBe(
      (column('athlete_groups').rows[0] as string[]).join(', '),
    );
    expect(Number(first[at('Total Distance (m)')])).toBeCloseTo(
      column('total_distance_m').rows[0] as number,
      2,
    );
  });

  it('converts distances and speeds into the person’s imperial units', async () => {
    await world.db
      .update(persons)
      .set({ unitSystem: 'imperial' })
      .where(eq(persons.id, world.coachPersonId));
    try {
      const [header, first] = parseCsv((await download(datasetId)).body);
      const at = (name: string) => header!.indexOf(name);
      expect(header).toContain('Total Distance (yd)');
      expect(header).toContain('Max Speed (mph)');
      expect(header).toContain('Metres per Minute (yd/min)');
      expect(header).not.toContain('Total Distance (m)');
      expect(Number(first![at('Total Distance (yd)')])).toBeCloseTo(
        (column('total_distance_m').rows[0] as number) / METRES_PER_YARD,
        2,
      );
      expect(Number(first![at('Max Speed (mph)')])).toBeCloseTo(
        (column('max_speed_kph').rows[0] as number) / 1.609344,
        2,
      );
      // Counts and percentages are the same in every unit system.
      expect(Number(first![at('Sprint Events')])).toBe(column('sprint_events').rows[0]);
    } finally {
      await world.db
        .update(persons)
        .set({ unitSystem: 'metric' })
        .where(eq(persons.id, world.coachPersonId));
    }
  });

  it('refuses the signed out, athletes, unknown ids and unfinished datasets, with a message', async () => {
    const refusal = async (id: string, as: Session | null = world.coach) => {
      const response = await download(id, as);
      return { status: response.statusCode, body: response.json<{ error: string }>() };
    };
    expect(await refusal(datasetId, null)).toMatchObject({ status: 401 });
    expect(await refusal(datasetId, world.athlete)).toEqual({
      status: 403,
      body: { error: 'Only club staff can download report data' },
    });
    expect(await refusal('7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10')).toEqual({
      status: 404,
      body: { error: 'Dataset not found' },
    });
    const unfinished = await queueDataset(world, { timeZone: 'Mars/Olympus_Mons' });
    expect(await refusal(unfinished)).toEqual({
      status: 409,
      body: {
        error:
          'Report data is being fetched, this should only take a minute: download it once it is ready.',
      },
    });
    await world.db.update(datasets).set({ status: 'Failed' }).where(eq(datasets.id, unfinished));
    expect(await refusal(unfinished)).toEqual({
      status: 409,
      body: { error: 'Failed to fetch data for report, if this problem persists contact support' },
    });
  });
});
