import { replaceUnprintable } from './replaceUnprintable.js';

/** How much of an offending input a message quotes by default. */
export const EXCERPT_CHARS = 40;

const NAMED_ESCAPES: Record<number, string> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

/**
 * A short quote of input for an error message: control characters are shown
 * as escapes (`\u0000`, `\t`) so the reader sees what the file holds, lone
 * surrogates as U+FFFD, and the quote ends in '...' past `maxChars`
 * characters. The result is printable (see printableText) and never longer
 * than `maxChars`.
 */
export function printableExcerpt(text: string, maxChars = EXCERPT_CHARS): string {
  return replaceUnprintable(
    text,
    maxChars,
    (code) => NAMED_ESCAPES[code] ?? `\\u${code.toString(16).padStart(4, '0')}`,
  );
}
