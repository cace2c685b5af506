import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { keepEmbeddedUp, upkeepOfEmbedded } from '../src/db/embeddedUpkeep.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

// The embedded database has no autovacuum: what was never analyzed is planned blind.
let testDatabase: TestDatabase;
const sql = async <Row>(text: string) =>
  (await testDatabase.database.executeSql(text)).rows as Row[];
const rowsCounted = async () =>
  (
    await sql<{ reltuples: number }>(`select reltuples from pg_class where relname = 'positions'`)
  )[0]!.reltuples;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(() => testDatabase.drop());

it('analyzes every table never analyzed, then only those changed past autovacuum’s thresholds', async () => {
  await upkeepOfEmbedded(testDatabase.database);
  const never = await sql(
    `select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid where c.reltuples < 0`,
  );
  expect(never).toEqual([]);
  expect(await upkeepOfEmbedded(testDatabase.database)).toEqual([]);

  const before = await rowsCounted();
  await sql(`insert into positions (club_id, name, abbreviation)
    select id, 'Position ' || g, 'P' || g from clubs, generate_series(1, 100) g`);
  // Counts reach the statistics at most once a second, unless asked.
  await sql('select pg_stat_force_next_flush()');
  expect(await upkeepOfEmbedded(testDatabase.database)).toEqual(['positions']);
  expect(await rowsCounted()).toBeGreaterThanOrEqual(before + 100);
  expect(await upkeepOfEmbedded(testDatabase.database)).toEqual([]);
});

it('looks again every minute, only after ten seconds without a request', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    let quietMs = 0;
    const stop = await keepEmbeddedUp(
      testDatabase.database,
      pino({ level: 'silent' }),
      () => quietMs,
    );
    const looks = vi.spyOn(testDatabase.database, 'executeSql');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).not.toHaveBeenCalled();
    quietMs = 10_000;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).toHaveBeenCalled();
    await stop();
    looks.mockClear();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(looks).not.toHaveBeenCalled();
  } finally {
    vi.useRealTimers();
  }
});
