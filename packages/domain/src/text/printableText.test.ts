import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from './testing/anyText.js';
import { isPrintable } from './testing/isPrintable.js';
import { printableText } from './printableText.js';

describe('printableText', () => {
  it('leaves printable text alone, accents, emoji and CJK included', () => {
    for (const text of ['match.csv', 'Zoë – 日本 ⚽ 🏃‍♀️.gpx', '', 'O\'Neil \\ "quoted"']) {
      expect(printableText(text)).toBe(text);
    }
  });

  it('turns line breaks and tabs into spaces and other controls into U+FFFD', () => {
    expect(printableText('a\u0000b\tc\r\nd\u007fe\u009bf')).toBe('a\uFFFDb c  d\uFFFDe\uFFFDf');
    expect(printableText('evil\u202Etxt.exe\u2028x')).toBe('evil\uFFFDtxt.exe\uFFFDx');
  });

  it('replaces lone surrogates but keeps pairs', () => {
    expect(printableText('a\uD800b\uDC00c\uD83D\uDE00')).toBe('a\uFFFDb\uFFFDc\uD83D\uDE00');
    expect(printableText('end\uD83D')).toBe('end\uFFFD');
  });

  it('cuts long text to the limit, ellipsis included, never inside a pair', () => {
    expect(printableText('x'.repeat(1000), 10)).toBe('xxxxxxx...');
    expect(printableText('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(printableText('😀'.repeat(20), 5)).toBe('😀😀...');
    expect(printableText('x'.repeat(600))).toHaveLength(500);
  });

  it('always gives printable text within the limit, whatever the input', () => {
    fc.assert(
      fc.property(anyText(200), fc.integer({ min: 3, max: 80 }), (text, max) => {
        const shown = printableText(text, max);
        expect(isPrintable(shown)).toBe(true);
        expect([...shown].length).toBeLessThanOrEqual(max);
        // Valid UTF-8 both ways: nothing is lost in the round trip.
        expect(new TextDecoder().decode(new TextEncoder().encode(shown))).toBe(shown);
      }),
      { numRuns: 300 },
    );
  });
});
