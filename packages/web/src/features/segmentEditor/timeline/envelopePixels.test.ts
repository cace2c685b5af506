import { describe, expect, it } from 'vitest';
import { pixelWord, writeEnvelopePixels } from './envelopePixels';

const FILL = [10, 20, 30, 40] as const;
const LINE = [200, 100, 50, 255] as const;

/** The grid as text, top row first: '.' empty, 'f' fill, 'L' line. */
function picture(words: Uint32Array, width: number, height: number): string[] {
  const fill = pixelWord(FILL);
  const line = pixelWord(LINE);
  return Array.from({ length: height }, (_, row) =>
    Array.from(words.subarray(row * width, (row + 1) * width), (word) =>
      word === line ? 'L' : word === fill ? 'f' : word === 0 ? '.' : '?',
    ).join(''),
  );
}

describe('writeEnvelopePixels', () => {
  it('fills below each column’s top speed, draws its min–max trace joined to the last column, and leaves gaps empty', () => {
    const width = 5;
    const height = 12;
    const words = new Uint32Array(width * height);
    // Top speed 10 over rows 1..11 (one pixel of margin): row = 11 - speed. Column 1
    // reaches down to row 8 to meet column 0's top (row 9); column 4 already touches 3.
    writeEnvelopePixels(
      { words, width, height },
      {
        minKph: Float32Array.of(0, 8, Number.NaN, 2, 3),
        maxKph: Float32Array.of(2, 10, Number.NaN, 4, 3),
      },
      { maxSpeedKph: 10, ratio: 1, fill: FILL, line: LINE },
    );
    expect(picture(words, width, height)).toEqual([
      '.....',
      '.L...',
      '.L...',
      '.L...',
      '.L...',
      '.L...',
      '.L...',
      '.L.L.',
      '.L.LL',
      'Lf.Lf',
      'Lf.ff',
      'Lf.ff',
    ]);
  });

  it('packs a colour as the bytes ImageData stores, red first', () => {
    const word = Uint32Array.of(pixelWord(LINE));
    expect(Array.from(new Uint8Array(word.buffer))).toEqual([...LINE]);
  });
});
