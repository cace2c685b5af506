import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { tcxFiles } from '../testing/tcxFiles.js';
import { parseTcx } from './parseTcx.js';

it('reads any input into valid tracks or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(hostileBytes(tcxFiles), chunkSizes, async (bytes, size) => {
      const read = (chunkSize: number) => () =>
        parseTcx(chunksOf(bytes, chunkSize), { fallbackId: 'tcx file' });
      const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
      expect(await expectImportOutcome(read(size))).toEqual(whole);
    }),
    { numRuns: 200 },
  );
});
