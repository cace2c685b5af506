import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';

/**
 * Refuses a tag id (the cell of `column` that names a track) that is not
 * printable UTF-8 text or is too long: made printable, two different ids
 * could become one and merge two athletes.
 */
export function checkTagId(id: string, column: string, line: number): void {
  // A character is at most two UTF-16 units: a longer id needs no closer look.
  const fits = id.length <= 2 * MAX_TRACK_ID_CHARS;
  if (fits && !id.includes('\uFFFD') && printableText(id, MAX_TRACK_ID_CHARS) === id) return;
  const why =
    !fits || [...id].length > MAX_TRACK_ID_CHARS
      ? `is longer than ${MAX_TRACK_ID_CHARS} characters`
      : 'holds control characters or bytes that are not UTF-8';
  throw new ImportError(`${column} '${printableExcerpt(id)}' ${why}`, { line });
}
