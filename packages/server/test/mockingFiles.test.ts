import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MOCKING_FILES } from './support/mockingFiles.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

it('runs every file that mocks a module with modules of its own', async () => {
  const files = (await readdir(join(serverDir, 'test'), { recursive: true })).filter((file) =>
    file.endsWith('.test.ts'),
  );
  const mocking: string[] = [];
  for (const file of files) {
    const text = await readFile(join(serverDir, 'test', file), 'utf8');
    if (/\bvi\.(do)?mock\(/.test(text) && !file.endsWith('mockingFiles.test.ts')) {
      mocking.push(relative(serverDir, join(serverDir, 'test', file)));
    }
  }
  expect(mocking.sort()).toEqual([...MOCKING_FILES].sort());
});
