/**
 * Whether text is what printableText promises: no control characters, line
 * separators or bidirectional overrides, and no lone surrogates. Written
 * independently of the implementation, for tests.
 */
export function isPrintable(text: string): boolean {
  return !/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/u.test(text);
}
