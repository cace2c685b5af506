import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.drop());

it('stores gzip files as they are, without PostgreSQL compressing them again', async () => {
  const { rows } = await opened.database.executeSql(
    `select c.relname || '.' || a.attname as "column", a.attstorage as storage
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relname = 'file_parts' and a.attname = 'gzip'`,
  );
  expect(rows).toEqual([{ column: 'file_parts.gzip', storage: 'e' }]);
});
