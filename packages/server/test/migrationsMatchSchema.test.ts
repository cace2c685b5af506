import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { expect, it } from 'vitest';
import drizzleConfig from '../drizzle.config.js';
import { migrationsDir, serverPackageDir } from '../src/paths.js';

type Snapshot = Parameters<typeof generateMigration>[0];

/** The snapshot drizzle-kit wrote with the newest migration. */
function lastSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(join(migrationsDir, 'meta', file), 'utf8')) as Snapshot;
}

/** Every table, enum and index the Drizzle schema files (drizzle.config.ts) declare. */
async function schemaDeclarations(): Promise<Record<string, unknown>> {
  const files = [drizzleConfig.schema ?? []].flat();
  const declarations: Record<string, unknown> = {};
  for (const file of files) {
    Object.assign(declarations, (await import(join(serverPackageDir, file))) as object);
  }
  return declarations;
}

const HOW_TO_FIX =
  'the Drizzle schema and drizzle/ disagree: run `npm run db:generate -w packages/server` and commit the migration';

it('the migrations build exactly the Drizzle schema', async () => {
  const declarations = await schemaDeclarations();
  const statements = await generateMigration(lastSnapshot(), generateDrizzleJson(declarations));
  expect(statements, HOW_TO_FIX).toEqual([]);
});

it('would notice a table or column the migrations lack', async () => {
  const declarations = await schemaDeclarations();
  const unmigrated = pgTable('unmigrated_notes', { note: text('note') });
  const statements = await generateMigration(
    lastSnapshot(),
    generateDrizzleJson({ ...declarations, unmigrated }),
  );
  expect(statements.join('\n')).toContain('CREATE TABLE "unmigrated_notes"');
});
