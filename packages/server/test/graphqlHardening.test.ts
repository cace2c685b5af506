import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../src/context.js';
import { clubIdNamed } from './support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const seenTimeZones: string[] = [];
const recordTimeZone: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    seenTimeZones.push(args.contextValue.timeZone);
  },
};

let testApp: TestApp;
let coach: Session;
beforeAll(async () => {
  testApp = await startTestApp({ graphqlPlugins: [recordTimeZone] });
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

/** A valid query whose nesting is made of inline fragments, each one level deeper. */
function queryNested(levels: number): string {
  const open = '... on Person { '.repeat(levels);
  return `{ currentPerson { ${open} name ${'} '.repeat(levels)} } }`;
}

describe('query limits', () => {
  it('runs a query within the depth limit', async () => {
    const answer = await graphql(testApp.app, coach, queryNested(8));
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ currentPerson: { name: 'Alex Morgan' } });
  });

  it('rejects a query nested deeper than the limit', async () => {
    const answer = await graphql(testApp.app, coach, queryNested(14));
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('rejects a query with too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: id`).join(' ');
    const answer = await graphql(testApp.app, coach, `{ currentPerson { ${aliases} } }`);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe('batches', () => {
  const batchOf = (size: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: Array.from({ length: size }, () => ({ query: '{ currentPerson { name } }' })),
      headers: coach.headers,
    });

  it('answers every operation of a batch as large as the web app sends', async () => {
    const response = await batchOf(GRAPHQL_MAX_BATCH);
    expect(response.statusCode).toBe(200);
    const answers = response.json<{ data: unknown }[]>();
    expect(answers).toHaveLength(GRAPHQL_MAX_BATCH);
    expect(answers.every((answer) => JSON.stringify(answer.data).includes('Alex Morgan'))).toBe(
      true,
    );
  });

  it('refuses a larger batch', async () => {
    const response = await batchOf(GRAPHQL_MAX_BATCH + 1);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).toMatch(/batch/i);
  });
});

describe('errors', () => {
  it('masks an unexpected failure as "Unexpected error."', async () => {
    const { db } = testApp.testDatabase.database;
    const hoopsId = await clubIdNamed(db, 'Touchline Hoops');
    // Break the data behind the API's back: a club pointing at no organisation.
    await db.execute(
      sql`alter table clubs drop constraint clubs_organisation_id_organisations_id_fk`,
    );
    await db.execute(
      sql`update clubs set organisation_id = '00000000-0000-4000-8000-000000000001' where id = ${hoopsId}`,
    );
    const answer = await graphql(
      testApp.app,
      coach,
      'query ($id: ID!) { club(id: $id) { organisation { name } } }',
      { id: hoopsId },
    );
    expect(answer.errors).toMatchObject([
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(answer)).not.toContain('has no organisation');
  });
});

describe('X-Time-Zone', () => {
  it.each([
    ['Europe/London', 'Europe/London'],
    ['america/new_york', 'America/New_York'],
    ['Mars/Olympus_Mons', 'UTC'],
    [undefined, 'UTC'],
  ])('reads %s into the context as %s', async (header, expected) => {
    seenTimeZones.length = 0;
    await graphql(
      testApp.app,
      coach,
      '{ currentPerson { id } }',
      {},
      header ? { 'x-time-zone': header } : {},
    );
    expect(seenTimeZones).toEqual([expected]);
  });
});
