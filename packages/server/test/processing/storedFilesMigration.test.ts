import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGLITE_TYPE_OPTIONS } from '../../src/db/pgliteDatabase.js';
import { migrationsDir } from '../../src/paths.js';

// Files stored before 0024 sat whole in uploads.content_gzip, uploads.epts_metadata_gzip and
// import_files.content_gzip: the migration cuts each into parts of file_parts, owned by its row.

const MEBIBYTE = 1 << 20;
const BEFORE_PARTS = '0023_dataset_table_as_json';

let client: PGlite;
let olderMigrations: string;

/** The migrations folder as it was up to `tag`: its journal cut there. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'touchline-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create(PGLITE_TYPE_OPTIONS);
  olderMigrations = migrationsUpTo(BEFORE_PARTS);
  await migrate(drizzle({ client }), { migrationsFolder: olderMigrations });
});
afterAll(async () => {
  await client?.close();
  rmSync(olderMigrations, { recursive: true, force: true });
});

const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query<T>(text, values)).rows[0]!;

it('moves the files stored whole into parts of a megabyte, each owned by its row', async () => {
  const { id: organisationId } = await one<{ id: string }>(
    `insert into organisations (name) values ('Old Org') returning id`,
  );
  const { id: clubId } = await one<{ id: string }>(
    `insert into clubs (name, sport, organisation_id) values ('Old FC', 'association_football', $1)
     returning id`,
    [organisationId],
  );
  const { id: sessionId } = await one<{ id: string }>(
    `insert into sessions (club_id, kind, start_time, end_time)
     values ($1, 'training', '2024-05-04T15:00:00Z', '2024-05-04T16:00:00Z') returning id`,
    [clubId],
  );
  // Gzip's bytes as stored are all the migration sees: any bytes will do.
  const large = randomBytes(2.5 * MEBIBYTE);
  const metadata = randomBytes(300);
  const small = randomBytes(1000);
  const upload = (content: Uint8Array, epts: Uint8Array | null) =>
    one<{ id: string }>(
      `insert into uploads (club_id, session_id, file_name, format, byte_size, sha256,
         content_gzip, epts_metadata_gzip)
       values ($1, $2, 'old.csv', 'edge', 1, 'x', $3, $4) returning id`,
      [clubId, sessionId, content, epts],
    );
  const largeUpload = await upload(large, metadata);
  const smallUpload = await upload(small, null);
  const { id: importId } = await one<{ id: string }>(
    `insert into imports (club_id) values ($1) returning id`,
    [clubId],
  );
  const importFile = (content: Uint8Array | null) =>
    one<{ id: string }>(
      `insert into import_files (club_id, import_id, file_name, byte_size, sha256, content_gzip)
       values ($1, $2, 'old.csv', 1, 'x', $3) returning id`,
      [clubId, importId, content],
    );
  const waiting = await importFile(small);
  const processed = await importFile(null);

  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });

  const parts = async (contentId: string) =>
    (
      await client.query<{
        part: number;
        gzip: Uint8Array;
        upload_id: string | null;
        import_file_id: string | null;
        club_id: string;
      }>('select * from file_parts where content_id = $1 order by part', [contentId])
    ).rows;
  const bytesOf = async (contentId: string) =>
    Buffer.concat((await parts(contentId)).map((row) => row.gzip));

  const large_ = await one<{ content_id: string; epts_metadata_id: string }>(
    'select content_id, epts_metadata_id from uploads where id = $1',
    [largeUpload.id],
  );
  const largeParts = await parts(large_.content_id);
  expect(largeParts.map((row) => [row.part, row.gzip.byteLength])).toEqual([
    [0, MEBIBYTE],
    [1, MEBIBYTE],
    [2, MEBIBYTE / 2],
  ]);
  expect(
    largeParts.every((row) => row.upload_id === largeUpload.id && row.club_id === clubId),
  ).toBe(true);
  expect((await bytesOf(large_.content_id)).equals(large)).toBe(true);
  expect((await bytesOf(large_.epts_metadata_id)).equals(metadata)).toBe(true);
  expect((await parts(large_.epts_metadata_id))[0]!.upload_id).toBe(largeUpload.id);

  const small_ = await one<{ content_id: string; epts_metadata_id: string | null }>(
    'select content_id, epts_metadata_id from uploads where id = $1',
    [smallUpload.id],
  );
  expect((await bytesOf(small_.content_id)).equals(small)).toBe(true);
  expect(small_.epts_metadata_id).toBeNull();

  const waiting_ = await one<{ content_id: string }>(
    'select content_id from import_files where id = $1',
    [waiting.id],
  );
  expect((await bytesOf(waiting_.content_id)).equals(small)).toBe(true);
  expect((await parts(waiting_.content_id))[0]!.import_file_id).toBe(waiting.id);
  expect(await one('select content_id from import_files where id = $1', [processed.id])).toEqual({
    content_id: null,
  });

  const { count } = await one<{ count: number }>('select count(*)::int as count from file_parts');
  expect(count).toBe(6);
  const oldColumns = await client.query(
    `select table_name, column_name from information_schema.columns
      where column_name in ('content_gzip', 'epts_metadata_gzip')`,
  );
  expect(oldColumns.rows).toEqual([]);
});
