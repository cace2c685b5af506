import fc from 'fast-check';

/**
 * Characters that printable text must not keep, and some that it must: every
 * kind of control character, line and paragraph separators, bidirectional
 * overrides and isolates, both halves of a surrogate pair alone, U+FFFD, a
 * pair (an emoji) and plain letters.
 */
const TRICKY = [
  ...['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b'],
  ...['\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069'],
  ...['\ud800', '\udbff', '\udc00', '\udfff', '\ufffd', '\ud83d\ude00', 'a', 'é'],
];

/**
 * Any JavaScript string: every UTF-16 code unit (lone surrogates included),
 * characters beyond the Basic Multilingual Plane, and often the tricky ones
 * above. fast-check's `fc.string({ unit: 'binary' })` spends a second or two
 * building its tables in each test file, and never gives a lone surrogate.
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        fc.constantFrom(...TRICKY),
        fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
        fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point)),
      ),
      { maxLength },
    )
    .map((pieces) => pieces.join(''));
}
