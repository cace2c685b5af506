import type { StoredCsvPreview } from '../../db/tables.js';

/**
 * An unreadable file's delimiter, header and first rows, so a coach can map
 * its columns (docs/product/importing.md §7). To be answered by the domain's
 * `previewCsv` once it is exported (its importer is being written): until
 * then no file has a preview, and the mapping dialog asks for column names.
 */
export function csvPreviewOf(_bytes: Uint8Array): StoredCsvPreview | null {
  return null;
}
