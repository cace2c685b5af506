import { printableText } from '../../text/printableText.js';

/** The longest column name kept whole; a longer one is cut, in the preview and in messages. */
export const MAX_COLUMN_NAME_CHARS = 100;

/**
 * A column name as mapped CSVs compare them: printable, trimmed, runs of
 * spaces as one, any case. The dialog offers the header's cells as written
 * (made printable); the file read again matches them this way.
 */
export function columnKey(name: string): string {
  return printableText(name, MAX_COLUMN_NAME_CHARS).trim().replace(/\s+/g, ' ').toLowerCase();
}
