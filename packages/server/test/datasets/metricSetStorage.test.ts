import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.drop());

it("keeps the small values the dataset job reads in a metric set's row, the series out of it", async () => {
  const { rows } = await opened.database.executeSql(
    `select a.attname as "column", a.attstorage as storage
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relname = 'athlete_metric_sets' and a.attname in
            ('window_key', 'speedzone_profile_zone', 'heart_rate_zone_percentages',
             'distance_m_over_time', 'events')
      order by 1`,
  );
  expect(rows).toEqual([
    { column: 'distance_m_over_time', storage: 'x' },
    { column: 'events', storage: 'x' },
    { column: 'heart_rate_zone_percentages', storage: 'm' },
    { column: 'speedzone_profile_zone', storage: 'm' },
    { column: 'window_key', storage: 'm' },
  ]);
});
