import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { edgeFiles } from '../testing/edgeFiles.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { parseEdgeCsv } from './parseEdgeCsv.js';

it('reads any input into a valid track or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(hostileBytes(edgeFiles), chunkSizes, async (bytes, size) => {
      const read = (chunkSize: number) => async () => [
        await parseEdgeCsv(chunksOf(bytes, chunkSize), { fallbackId: 'edge file' }),
      ];
      const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
      expect(await expectImportOutcome(read(size))).toEqual(whole);
    }),
    { numRuns: 200 },
  );
});
