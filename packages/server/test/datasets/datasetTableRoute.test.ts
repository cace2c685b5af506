import fc from 'fast-check';
import { encodedTableOf, type DatasetColumn, type EncodedTable } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../src/db/tables.js';
import { requestArrowTable } from './arrowTable.js';
import {
  queueDataset,
  settled,
  startDatasetsWorld,
  storedDataset,
  type DatasetsWorld,
} from './datasetsWorld.js';
import type { Session } from '../support/testApp.js';

let world: DatasetsWorld;
let datasetId: string;
let stored: DatasetColumn[];

beforeAll(async () => {
  world = await startDatasetsWorld();
  datasetId = await queueDataset(world, { title: 'March' });
  stored = (await settled(world.db, datasetId)).columns as DatasetColumn[];
}, 180_000);
afterAll(() => world?.testApp.close());

/** Everything the reporting engine reads of a table. */
const plain = (table: EncodedTable) => ({
  rowCount: table.rowCount,
  columns: [...table.columns.values()].map((info) => ({
    id: info.id,
    name: info.name,
    chartDataType: info.chartDataType,
    color: info.color,
    quantity: info.quantity,
    encoded: table.column(info.id),
  })),
});

const read = (id: string, as: Session | null = world.coach, acceptEncoding?: string) =>
  requestArrowTable(world.testApp.app, id, as, acceptEncoding);

describe('GET /api/datasets/:datasetId/table.arrow', () => {
  it('sends the stored table as gzipped Arrow, the same table as its columns', async () => {
    expect(stored.length).toBeGreaterThan(10);
    const { response, table } = await read(datasetId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apache.arrow.stream');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(table().rowCount).toBeGreaterThan(0);
    expect(plain(table())).toEqual(plain(encodedTableOf({ columns: stored })));
    // Far smaller than the table's JSON.
    expect(response.rawPayload.byteLength * 4).toBeLessThan(JSON.stringify(stored).length);
  });

  it('sends it uncompressed to a client that does not take gzip', async () => {
    for (const acceptEncoding of ['identity', 'br', 'gzip;q=0']) {
      const { response, table } = await read(datasetId, world.coach, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(plain(table())).toEqual(plain(encodedTableOf({ columns: stored })));
    }
  });

  it('writes the Arrow of a table stored before it from its JSON, once', async () => {
    await world.db.update(datasets).set({ tableArrowGzip: null }).where(eq(datasets.id, datasetId));
    const { response, table } = await read(datasetId);
    expect(response.statusCode).toBe(200);
    expect(plain(table())).toEqual(plain(encodedTableOf({ columns: stored })));
    expect((await storedDataset(world.db, datasetId)).tableArrowGzip).not.toBeNull();
  });

  it('refuses the signed out, unknown and malformed ids and unfinished datasets, with a message', async () => {
    const refusal = async (id: string, as: Session | null = world.coach) => {
      const { response } = await read(id, as);
      return { status: response.statusCode, body: response.json<{ error: string }>() };
    };
    expect(await refusal(datasetId, null)).toMatchObject({ status: 401 });
    for (const id of ['7a4c1a8e-3a55-4a6b-9d87-1d2b4a0c9e10', 'not-an-id'])
      expect(await refusal(id)).toEqual({ status: 404, body: { error: 'Dataset not found' } });
    const unfinished = await queueDataset(world, { timeZone: 'Mars/Olympus_Mons' });
    expect(await refusal(unfinished)).toMatchObject({ status: 409 });
    await world.db.update(datasets).set({ status: 'Failed' }).where(eq(datasets.id, unfinished));
    expect(await refusal(unfinished)).toEqual({
      status: 409,
      body: { error: 'Failed to fetch data for report, if this problem persists contact support' },
    });
  });
});

describe('any dataset id in the path', () => {
  it('is answered with a refusal, never a failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })), async (id) => {
        const { response } = await read(encodeURIComponent(id));
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });
});
