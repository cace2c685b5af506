import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { storedTables } from '../../src/modules/datasets/StoredTables.js';
import { graphqlOnlyApp } from '../support/graphqlOnlyApp.js';
import { sqlStatementsDuring } from '../support/sqlStatements.js';
import { queueDataset, settled, startDatasetsWorld, type DatasetsWorld } from './datasetsWorld.js';

// A dataset's table is counted into the answer (rows x columns, and its stored
// size) before it is read: a batch that would pass the ceiling gets an error
// where the table would be, with that table never read from the database.

let world: DatasetsWorld;
let first: { id: string; bytes: number; generation: number };
let second: { id: string; bytes: number; generation: number };
let small: FastifyInstance;

interface Answer {
  data?: { dataset: { columns: { id: string; rows: unknown[] }[] } | null } | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

beforeAll(async () => {
  world = await startDatasetsWorld();
  const ids = [
    await queueDataset(world, { title: 'First week' }),
    await queueDataset(world, { title: 'Second copy' }),
  ];
  const [a, b] = await Promise.all(ids.map((id) => settled(world.db, id)));
  first = { id: ids[0]!, bytes: a!.tableBytes, generation: a!.generation };
  second = { id: ids[1]!, bytes: b!.tableBytes, generation: b!.generation };
  // Room for the first table and the rest of the answer, not for the second table too.
  small = await graphqlOnlyApp(world.testApp, { maxResponseBytes: Math.round(first.bytes * 1.5) });
}, 180_000);
afterAll(async () => {
  await small?.close();
  await world?.testApp.close();
});

const TABLE = `query ($id: ID!) { dataset(id: $id) { id columns { id rows } } }`;

describe("a dataset's stored size", () => {
  it('is its table as the answer holds it: JSON bytes, columns and rows', async () => {
    const stored = await settled(world.db, first.id);
    expect(stored.columnCount).toBe((stored.columns as unknown[]).length);
    expect(stored.tableBytes).toBe(Buffer.byteLength(JSON.stringify(stored.columns)));
    expect(stored.rowCount).toBeGreaterThan(0);
  });
});

describe('the answer ceiling, while the answer is built', () => {
  it('answers a table that fits', async () => {
    const response = await small.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: world.coach.headers,
      payload: { query: TABLE, variables: { id: first.id } },
    });
    const answer = response.json<Answer>();
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dataset!.columns.length).toBeGreaterThan(0);
  });

  it('refuses the table that would pass it, without reading that table', async () => {
    let answers: Answer[] = [];
    const statements = await sqlStatementsDuring(world.db, async () => {
      const response = await small.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: world.coach.headers,
        payload: [
          { query: TABLE, variables: { id: first.id } },
          { query: TABLE, variables: { id: second.id } },
        ],
      });
      answers = response.json<Answer[]>();
    });
    const [kept, refused] = answers;
    // The whole answer was not thrown away after it was built: the first table is there.
    expect(kept!.errors).toBeUndefined();
    expect(kept!.data!.dataset!.columns.length).toBeGreaterThan(0);
    expect(refused!.data!.dataset).toBeNull();
    expect(refused!.errors).toMatchObject([
      { path: ['dataset', 'columns'], extensions: { code: 'RESPONSE_TOO_LARGE' } },
    ]);
    // At most the first table was read (it may be kept from the test before); the second never was.
    const tableReads = statements.filter((statement) =>
      /"columns" from "datasets"/.test(statement),
    );
    expect(tableReads.length).toBeLessThanOrEqual(1);
    expect(storedTables.get(second.id, second.generation)).toBeUndefined();
    expect(storedTables.get(first.id, first.generation)).toBeDefined();
  });

  it('counts every copy of the same table: the answer would hold it again', async () => {
    const response = await small.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: world.coach.headers,
      payload: {
        query: `query ($id: ID!) { a: dataset(id: $id) { columns { rows } } b: dataset(id: $id) { columns { rows } } }`,
        variables: { id: first.id },
      },
    });
    const answer = response.json<{ errors?: Answer['errors'] }>();
    expect(answer.errors).toMatchObject([
      { path: ['b', 'columns'], extensions: { code: 'RESPONSE_TOO_LARGE' } },
    ]);
  });
});
