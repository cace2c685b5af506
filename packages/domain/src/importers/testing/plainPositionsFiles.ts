import fc from 'fast-check';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();

/**
 * Positions CSVs as trackers write them (`2013-11-07T21:05:23.687Z,7,-1.25,30.5`,
 * the rows PlainRowReader reads): a few numeric tags, or around the cap of
 * 200; coordinates with 0 to 6 decimals, some beyond ±10 000 m.
 */
export const plainPositionsFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    tagCount: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 198, max: 203 })),
    times: sampleTimes(4),
    x: fc.double({ min: -12_000, max: 12_000, noNaN: true }),
    decimals: fc.integer({ min: 0, max: 6 }),
    crlf: fc.boolean(),
  })
  .map(({ tagCount, times, x, decimals, crlf }) => {
    const rows = ['timestamp,tag_id,x_m,y_m'];
    for (const timeMs of times) {
      const time = new Date(timeMs).toISOString();
      for (let tag = 0; tag < tagCount; tag++) {
        rows.push(`${time},${tag * 7},${(x / (tag + 1)).toFixed(decimals)},${-tag / 4}`);
      }
    }
    return encoder.encode(`${rows.join(crlf ? '\r\n' : '\n')}\n`);
  });
