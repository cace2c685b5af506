import { expect, it } from 'vitest';
import { chunksOf } from '../testing/chunksOf.js';
import { forEachLine } from './forEachLine.js';

async function lines(text: string, size: number): Promise<string[]> {
  const seen: string[] = [];
  const decoder = new TextDecoder();
  await forEachLine(chunksOf(text, size), (bytes, start, end, line) => {
    seen.push(`${line}:${decoder.decode(bytes.subarray(start, end))}`);
  });
  return seen;
}

it('splits lines across any chunk boundary, dropping CR and a byte-order mark', async () => {
  const text = '\uFEFFa,b\r\n\nlast line without newline';
  for (const size of [1, 2, 7, 4096]) {
    expect(await lines(text, size)).toEqual(['1:a,b', '2:', '3:last line without newline']);
  }
});
