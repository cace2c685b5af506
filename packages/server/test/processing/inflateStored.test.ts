import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflatedBytes } from '../../src/modules/processing/importStoredFile.js';

/** Text that compresses like a tracker's CSV: rows of numbers. */
function trackerLikeText(rows: number): Buffer {
  const lines = Array.from(
    { length: rows },
    (_, i) => `${i * 100},${(i * 0.37).toFixed(3)},53.1\n`,
  );
  return Buffer.from(lines.join(''));
}

/** Bytes cut into parts of `size` (the last one shorter), as they are stored. */
const inParts = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) =>
    bytes.subarray(k * size, (k + 1) * size),
  );

const inflated = async (parts: Uint8Array[]) => Buffer.from(await inflatedBytes(parts));

describe('inflatedBytes', () => {
  it('gives back the stored bytes, small and large', async () => {
    for (const bytes of [Buffer.from('x'), trackerLikeText(10), trackerLikeText(200_000)]) {
      expect((await inflated([gzipSync(bytes, { level: 1 })])).equals(bytes)).toBe(true);
    }
  });

  it('reads a file stored in parts cut anywhere, even inside the gzip header', async () => {
    for (const [rows, size] of [
      [1000, 7],
      [100_000, 4096],
      [100_000, 65_537],
    ] as const) {
      const bytes = trackerLikeText(rows);
      const gzip = gzipSync(bytes, { level: 1 });
      expect((await inflated(inParts(gzip, size))).equals(bytes)).toBe(true);
    }
  });

  it('gives back every member of a file of several gzip members', async () => {
    const first = trackerLikeText(100_000);
    const last = Buffer.from('tail\n');
    const joined = Buffer.concat([gzipSync(first), gzipSync(last)]);
    expect((await inflated(inParts(joined, 10_000))).equals(Buffer.concat([first, last]))).toBe(
      true,
    );
  });

  it('reads an empty file and incompressible bytes', async () => {
    expect((await inflated([gzipSync(Buffer.alloc(0))])).byteLength).toBe(0);
    const noise = randomBytes(300_000);
    expect((await inflated([gzipSync(noise)])).equals(noise)).toBe(true);
  });

  it('gives only the start when asked for it', async () => {
    const bytes = trackerLikeText(100_000);
    const head = await inflatedBytes(inParts(gzipSync(bytes), 1000), 5000);
    expect(Buffer.from(head).equals(bytes.subarray(0, 5000))).toBe(true);
  });

  it('refuses bytes that are not gzip, however short', async () => {
    await expect(inflatedBytes([new Uint8Array([1, 2])])).rejects.toThrow();
    await expect(inflatedBytes([trackerLikeText(10)])).rejects.toThrow();
  });
});
