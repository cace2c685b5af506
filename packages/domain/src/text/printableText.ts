import { replaceUnprintable } from './replaceUnprintable.js';

/** The default longest printable text: more is cut, with an ellipsis. */
export const MAX_PRINTABLE_CHARS = 500;

/**
 * Text from outside (a file name, a tracker's words, an error message) made
 * safe to store in PostgreSQL text and JSON and to show on one line: tabs and
 * line breaks become spaces, other control characters (NUL among them) and
 * lone surrogates become U+FFFD, and it is cut to `maxChars` characters,
 * ending in '...' when cut. Printable text comes back unchanged.
 */
export function printableText(text: string, maxChars = MAX_PRINTABLE_CHARS): string {
  return replaceUnprintable(text, maxChars, (code) =>
    code === 0x09 || code === 0x0a || code === 0x0d ? ' ' : '\uFFFD',
  );
}
