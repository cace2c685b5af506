import fc from 'fast-check';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();

/**
 * Positions CSVs of interleaved tags: usually a few, sometimes around the cap
 * of 200; tag ids numeric or any text (control characters, commas, lone
 * surrogates); each tag with its own sample times.
 */
export const positionsFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    tagCount: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 198, max: 203 })),
    textTag: fc.option(fc.string({ unit: 'binary', maxLength: 12 })),
    times: sampleTimes(4),
    x: fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  })
  .map(({ tagCount, textTag, times, x }) => {
    const rows = ['timestamp,tag_id,x_m,y_m'];
    for (const timeMs of times) {
      for (let tag = 0; tag < tagCount; tag++) {
        const id = tag === 0 && textTag !== null ? textTag : String(tag + 1);
        rows.push(`${timeMs},${id},${(x / (tag + 1)).toFixed(3)},${tag}`);
      }
    }
    return encoder.encode(`${rows.join('\n')}\n`);
  });
