import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MOCKING_FILES } from './support/mockingFiles.js';
import { POSTGRES_PASS_FILES } from './support/postgresPassFiles.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

it('names only test files that exist, once each, for the PostgreSQL pass', () => {
  const missing = POSTGRES_PASS_FILES.filter((file) => !existsSync(join(serverDir, file)));
  expect(missing).toEqual([]);
  expect(new Set(POSTGRES_PASS_FILES).size).toBe(POSTGRES_PASS_FILES.length);
  expect(POSTGRES_PASS_FILES.every((file) => file.endsWith('.test.ts'))).toBe(true);
  // A file that mocks modules runs in its own project: the pass keeps it there.
  expect(MOCKING_FILES.filter((file) => !POSTGRES_PASS_FILES.includes(file))).toEqual([]);
});
