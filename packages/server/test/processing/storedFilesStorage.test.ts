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
      where c.relname in ('uploads', 'import_files') and a.attname like '%gzip'
      order by 1`,
  );
  expect(rows).toEqual([
    { column: 'import_files.content_gzip', storage: 'e' },
    { column: 'uploads.content_gzip', storage: 'e' },
    { column: 'uploads.epts_metadata_gzip', storage: 'e' },
  ]);
});
