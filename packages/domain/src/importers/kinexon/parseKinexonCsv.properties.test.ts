import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { kinexonFiles } from '../testing/kinexonFiles.js';
import { parseKinexonCsv } from './parseKinexonCsv.js';

it('reads any input into valid tracks or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(hostileBytes(kinexonFiles), chunkSizes, async (bytes, size) => {
      const read = (chunkSize: number) => () => parseKinexonCsv(chunksOf(bytes, chunkSize));
      const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
      expect(await expectImportOutcome(read(size))).toEqual(whole);
    }),
    { numRuns: 200 },
  );
});

it('keeps every player apart, with the names and numbers the file gives', async () => {
  await fc.assert(
    fc.asyncProperty(kinexonFiles, async (bytes) => {
      const outcome = await expectImportOutcome(() => parseKinexonCsv(chunksOf(bytes, 4096)));
      if (!('tracks' in outcome)) return;
      const ids = outcome.tracks.map((track) => track.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const track of outcome.tracks) {
        expect(track.metadata.format).toBe('kinexon');
        expect(track.metadata.deviceSerial).toMatch(/^1\d{3}$/);
        expect(track.metadata.shirtNumber).toBe(String(Number(track.metadata.deviceSerial) - 999));
      }
    }),
    { numRuns: 100 },
  );
});
