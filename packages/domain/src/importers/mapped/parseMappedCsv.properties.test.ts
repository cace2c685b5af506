import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { mappedFiles } from '../testing/mappedFiles.js';
import { parseMappedCsv } from './parseMappedCsv.js';

it('reads any input through a mapping into valid tracks or a printable ImportError, whatever the chunks', async () => {
  const files = mappedFiles.chain(({ mapping, bytes }) =>
    hostileBytes(fc.constant(bytes)).map((hostile) => ({ mapping, bytes: hostile })),
  );
  await fc.assert(
    fc.asyncProperty(files, chunkSizes, async ({ mapping, bytes }, size) => {
      const read = (chunkSize: number) => () =>
        parseMappedCsv(chunksOf(bytes, chunkSize), { mapping });
      const whole = await expectImportOutcome(read(Math.max(1, bytes.length)));
      expect(await expectImportOutcome(read(size))).toEqual(whole);
    }),
    { numRuns: 200 },
  );
});

it('reads the times it was given, in every format', async () => {
  await fc.assert(
    fc.asyncProperty(mappedFiles, async ({ mapping, bytes }) => {
      const outcome = await expectImportOutcome(() =>
        parseMappedCsv(chunksOf(bytes, 4096), { mapping }),
      );
      if (!('tracks' in outcome)) return;
      for (const track of outcome.tracks) {
        expect(track.kind).toBe(mapping.latitudeColumn === undefined ? 'positions' : 'gps');
        // Day- and month-first times are written in UTC and read in Oslo: one or two hours early.
        for (const timeMs of track.timeMs) expect(timeMs).toBeGreaterThan(Date.UTC(2019, 11, 31));
      }
    }),
    { numRuns: 100 },
  );
});
