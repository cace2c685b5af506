import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { gpxFiles } from '../testing/gpxFiles.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { parseGpx } from './parseGpx.js';

it('reads any input into valid tracks or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(hostileBytes(gpxFiles), chunkSizes, async (bytes, size) => {
      const read = (chunkSize: number) => () =>
        parseGpx(chunksOf(bytes, chunkSize), { fallbackId: 'gpx file' });
      const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
      expect(await expectImportOutcome(read(size))).toEqual(whole);
    }),
    { numRuns: 200 },
  );
});
