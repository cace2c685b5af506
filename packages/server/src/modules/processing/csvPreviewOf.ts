import { previewCsv } from '@touchline/domain/analysis';
import type { StoredCsvPreview } from '../../db/tables.js';

/** Enough of a file for a header and five rows of any tracker CSV. */
export const PREVIEW_BYTES = 64 * 1024;

/**
 * An unreadable file's delimiter, header and first rows, so a coach can map
 * its columns (docs/product/importing.md §7); none for a file that is not
 * comma- or semicolon-separated text.
 */
export function csvPreviewOf(bytes: Uint8Array): StoredCsvPreview | null {
  const head = bytes.subarray(0, PREVIEW_BYTES);
  if (head.includes(0)) return null;
  const preview = previewCsv(head);
  return preview.columns.length >= 2 ? preview : null;
}
