import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PositionTrack } from '../../tracks/track.js';
import { chunksOf } from '../testing/chunksOf.js';
import { hostileBytes } from '../testing/hostileBytes.js';
import { plainPositionsFiles } from '../testing/plainPositionsFiles.js';
import { positionsFiles } from '../testing/positionsFiles.js';
import { parsePositionsCsv } from './parsePositionsCsv.js';
import { parsePositionsShare } from './parsePositionsShare.js';

/** Every share's tracks in the file's order, or undefined when any share is undefined. */
function sharedTracks(bytes: Uint8Array, shares: number): PositionTrack[] | undefined {
  const tracks: PositionTrack[] = [];
  for (let share = 0; share < shares; share++) {
    const part = parsePositionsShare(bytes, share, shares);
    if (part === undefined) return undefined;
    for (const { index, track } of part.tracks) tracks[index] = track;
    expect(tracks.length).toBeLessThanOrEqual(part.trackCount);
  }
  return tracks;
}

async function readWhole(bytes: Uint8Array): Promise<PositionTrack[] | Error> {
  return parsePositionsCsv(chunksOf(bytes, bytes.length)).catch((error: Error) => error);
}

it('shares the tracks of a plain file between threads exactly as parsePositionsCsv reads them', async () => {
  await fc.assert(
    fc.asyncProperty(plainPositionsFiles, fc.integer({ min: 1, max: 3 }), async (bytes, shares) => {
      const whole = await readWhole(bytes);
      const shared = sharedTracks(bytes, shares);
      // A plain file is shared unless parsePositionsCsv refuses it (a cap, a coordinate out of range).
      if (whole instanceof Error) expect(shared).toBeUndefined();
      else expect(shared).toEqual(whole);
    }),
    { numRuns: 150 },
  );
});

it('leaves any other file to parsePositionsCsv, and never disagrees with it', async () => {
  const files = fc.oneof(hostileBytes(plainPositionsFiles), hostileBytes(positionsFiles));
  await fc.assert(
    fc.asyncProperty(files, fc.integer({ min: 1, max: 3 }), async (bytes, shares) => {
      const shared = sharedTracks(bytes, shares);
      if (shared !== undefined) expect(shared).toEqual(await readWhole(bytes));
    }),
    { numRuns: 300 },
  );
});

it('reads a plain file with an upper-case header and CRLF line ends, and skips empty lines', () => {
  const text =
    'TIMESTAMP,Tag_Id,X_M,y_m\r\n2013-11-07T21:05:23.687Z,7,1.5,-2\r\n\r\n2013-11-07T21:05:23.737Z,7,1.25,-2.5\r\n';
  const share = parsePositionsShare(new TextEncoder().encode(text), 0, 1);
  expect(share?.trackCount).toBe(1);
  expect(share?.tracks[0]?.track).toMatchObject({ id: '7', xM: Float64Array.of(1.5, 1.25) });
});
