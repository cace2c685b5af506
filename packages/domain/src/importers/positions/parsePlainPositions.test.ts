import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PositionTrack } from '../../tracks/track.js';
import { chunksOf } from '../testing/chunksOf.js';
import { hostileBytes } from '../testing/hostileBytes.js';
import { plainPositionsFiles } from '../testing/plainPositionsFiles.js';
import { positionsFiles } from '../testing/positionsFiles.js';
import { parsePositionsCsv } from './parsePositionsCsv.js';
import { parsePlainPositions } from './parsePlainPositions.js';

async function readWhole(bytes: Uint8Array): Promise<PositionTrack[] | Error> {
  return parsePositionsCsv(chunksOf(bytes, bytes.length)).catch((error: Error) => error);
}

it('reads a plain file exactly as parsePositionsCsv reads it', async () => {
  await fc.assert(
    fc.asyncProperty(plainPositionsFiles, async (bytes) => {
      const whole = await readWhole(bytes);
      // A plain file is read unless parsePositionsCsv refuses it (a cap, a coordinate out of range).
      if (whole instanceof Error) expect(parsePlainPositions(bytes)).toBeUndefined();
      else expect(parsePlainPositions(bytes)).toEqual(whole);
    }),
    { numRuns: 150 },
  );
});

it('leaves any other file to parsePositionsCsv, and never disagrees with it', async () => {
  const files = fc.oneof(hostileBytes(plainPositionsFiles), hostileBytes(positionsFiles));
  await fc.assert(
    fc.asyncProperty(files, async (bytes) => {
      const plain = parsePlainPositions(bytes);
      if (plain !== undefined) expect(plain).toEqual(await readWhole(bytes));
    }),
    { numRuns: 300 },
  );
});

it('reads a plain file with an upper-case header and CRLF line ends, and skips empty lines', () => {
  const text =
    'TIMESTAMP,Tag_Id,X_M,y_m\r\n2013-11-07T21:05:23.687Z,7,1.5,-2\r\n\r\n2013-11-07T21:05:23.737Z,7,1.25,-2.5\r\n';
  const tracks = parsePlainPositions(new TextEncoder().encode(text));
  expect(tracks).toHaveLength(1);
  expect(tracks?.[0]).toMatchObject({ id: '7', xM: Float64Array.of(1.5, 1.25) });
});

it('reads long runs of one tag, and short ones between them, as parsePositionsCsv does', async () => {
  const rows = ['timestamp,tag_id,x_m,y_m'];
  const blocks = [
    [1, 0, 40],
    [2, 0, 3],
    [1, 40, 80],
    [3, 0, 2],
    [2, 3, 50],
  ] as const;
  for (const [tag, from, to] of blocks) {
    for (let second = from; second < to; second++) {
      const time = new Date(Date.UTC(2024, 2, 9, 15, 0, second)).toISOString();
      rows.push(`${time},${tag},${second / 8},-${tag}.5`);
    }
  }
  const bytes = new TextEncoder().encode(`${rows.join('\n')}\n`);
  const tracks = parsePlainPositions(bytes);
  expect(tracks?.map((track) => track.timeMs.length)).toEqual([80, 50, 2]);
  expect(tracks).toEqual(await readWhole(bytes));
});
