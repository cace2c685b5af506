import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from './testing/anyText.js';
import { isPrintable } from './testing/isPrintable.js';
import { printableExcerpt } from './printableExcerpt.js';

describe('printableExcerpt', () => {
  it('shows control characters as escapes', () => {
    expect(printableExcerpt('5\u00001.5')).toBe('5\\u00001.5');
    expect(printableExcerpt('a\tb\nc\rd\u001be')).toBe('a\\tb\\nc\\rd\\u001be');
  });

  it('quotes at most 40 characters by default, never cutting an escape', () => {
    expect(printableExcerpt('y'.repeat(41))).toBe(`${'y'.repeat(37)}...`);
    expect(printableExcerpt('y'.repeat(40))).toBe('y'.repeat(40));
    expect(printableExcerpt('\u0000'.repeat(20), 16)).toBe('\\u0000\\u0000...');
  });

  it('is printable and short for any input, a megabyte included', () => {
    expect(printableExcerpt('\u0000'.repeat(1 << 20))).toHaveLength(39);
    fc.assert(
      fc.property(anyText(200), (text) => {
        const shown = printableExcerpt(text);
        expect(isPrintable(shown)).toBe(true);
        expect([...shown].length).toBeLessThanOrEqual(40);
      }),
      { numRuns: 300 },
    );
  });
});
