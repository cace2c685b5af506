import fc from 'fast-check';
import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { eptsFiles } from '../testing/eptsFiles.js';
import { expectImportOutcome } from '../testing/expectImportOutcome.js';
import { chunkSizes, hostileBytes } from '../testing/hostileBytes.js';
import { parseEpts } from './parseEpts.js';

const rawOnly = eptsFiles.map(({ raw }) => raw);
const metadataOnly = eptsFiles.map(({ metadata }) => metadata);

it('reads any raw data into valid tracks or a printable ImportError, whatever the chunks', async () => {
  await fc.assert(
    fc.asyncProperty(
      eptsFiles,
      hostileBytes(rawOnly),
      chunkSizes,
      async ({ metadata }, raw, size) => {
        const read = (chunkSize: number) => () => parseEpts(chunksOf(raw, chunkSize), metadata);
        const whole = await expectImportOutcome(read(Math.max(1, raw.length)));
        expect(await expectImportOutcome(read(size))).toEqual(whole);
      },
    ),
    { numRuns: 200 },
  );
});

it('reads raw data with any metadata into valid tracks or a printable ImportError', async () => {
  await fc.assert(
    fc.asyncProperty(eptsFiles, hostileBytes(metadataOnly), async ({ raw }, metadata) => {
      await expectImportOutcome(() => parseEpts(chunksOf(raw, 64), metadata));
    }),
    { numRuns: 200 },
  );
});

it('gives each player with a position a track, with their name and number', async () => {
  await fc.assert(
    fc.asyncProperty(eptsFiles, async ({ metadata, raw }) => {
      const outcome = await expectImportOutcome(() => parseEpts(chunksOf(raw, 4096), metadata));
      if (!('tracks' in outcome)) return;
      for (const track of outcome.tracks) {
        expect(track.id).toMatch(/^P[0-2]$/);
        expect(track.metadata.shirtNumber).toBe(String(Number(track.id.slice(1)) + 1));
        expect(track.metadata.format).toBe('epts');
      }
    }),
    { numRuns: 100 },
  );
});
