import fc from 'fast-check';
import { expect, it } from 'vitest';
import { catapultFiles } from '../testing/catapultFiles.js';
import { chunksOf } from '../testing/chunksOf.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { parseCatapultCsv } from './parseCatapultCsv.js';

it('reads any input into a valid track or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(
      hostileBytes(catapultFiles),
      chunkSizes,
      fc.constantFrom('UTC', 'Europe/London', 'Pacific/Chatham'),
      async (bytes, size, timeZone) => {
        const read = (chunkSize: number) => async () => [
          await parseCatapultCsv(chunksOf(bytes, chunkSize), {
            fallbackId: 'catapult file',
            timeZone,
          }),
        ];
        const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
        expect(await expectImportOutcome(read(size))).toEqual(whole);
      },
    ),
    { numRuns: 200 },
  );
});
