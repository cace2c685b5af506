import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateStored } from '../../src/modules/processing/importStoredFile.js';

/** Text that compresses like a tracker's CSV: rows of numbers. */
function trackerLikeText(rows: number): Buffer {
  const lines = Array.from(
    { length: rows },
    (_, i) => `${i * 100},${(i * 0.37).toFixed(3)},53.1\n`,
  );
  return Buffer.from(lines.join(''));
}

describe('inflateStored', () => {
  it('gives back the stored bytes, small and large', () => {
    for (const bytes of [Buffer.from('x'), trackerLikeText(10), trackerLikeText(200_000)]) {
      expect(Buffer.from(inflateStored(gzipSync(bytes, { level: 1 }))).equals(bytes)).toBe(true);
    }
  });

  it('gives back every member of a file of several gzip members, whose trailer names only the last', () => {
    const first = trackerLikeText(100_000);
    const last = Buffer.from('tail\n');
    const joined = Buffer.concat([gzipSync(first), gzipSync(last)]);
    expect(Buffer.from(inflateStored(joined)).equals(Buffer.concat([first, last]))).toBe(true);
  });

  it('reads an empty file and incompressible bytes', () => {
    expect(inflateStored(gzipSync(Buffer.alloc(0))).byteLength).toBe(0);
    const noise = randomBytes(300_000);
    expect(Buffer.from(inflateStored(gzipSync(noise))).equals(noise)).toBe(true);
  });

  it('refuses bytes that are not gzip, however short', () => {
    expect(() => inflateStored(new Uint8Array([1, 2]))).toThrow();
    expect(() => inflateStored(trackerLikeText(10))).toThrow();
  });
});
