import fc from 'fast-check';
import { it } from 'vitest';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { fitFiles, resignFit } from '../testing/fitFiles.js';
import { hostileBytes } from '../testing/hostileBytes.js';
import { parseFit } from './parseFit.js';

it('reads any input into a valid track or a printable ImportError', async () => {
  // Re-signed, damage gets past the checksum and reaches the decoder.
  const files = fc
    .tuple(hostileBytes(fitFiles), fc.boolean())
    .map(([bytes, resign]) => (resign ? resignFit(bytes) : bytes));
  await fc.assert(
    fc.asyncProperty(files, async (bytes) => {
      await expectImportOutcome(() => [parseFit(bytes, { fallbackId: 'fit file' })]);
    }),
    { numRuns: 200 },
  );
});
