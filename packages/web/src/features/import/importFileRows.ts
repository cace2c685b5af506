import type { ImportFileFieldsFragment } from '../../gql/graphql';
import { importStatusText } from '../../lib/importing/importTexts';
import { uploadPercent, type Upload } from './uploadQueue';

/** One row of the Import page's files: the chosen file on its way, then the server's. */
export interface ImportFileRow {
  key: string;
  fileName: string;
  upload: Upload | null;
  file: ImportFileFieldsFragment | null;
}

/**
 * The rows in the order the files were chosen: each upload with the server's file once sent;
 * then any file of the import the page did not send itself.
 */
export function importFileRows(
  uploads: readonly Upload[],
  files: readonly ImportFileFieldsFragment[],
): ImportFileRow[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  const rows: ImportFileRow[] = uploads.map((upload) => ({
    key: upload.key,
    fileName: upload.file.name,
    upload,
    file: upload.fileId ? (byId.get(upload.fileId) ?? null) : null,
  }));
  const shown = new Set(uploads.map((upload) => upload.fileId));
  for (const file of files) {
    if (!shown.has(file.id))
      rows.push({ key: file.id, fileName: file.fileName, upload: null, file });
  }
  return rows;
}

export type RowTone = 'progress' | 'ready' | 'done' | 'warning' | 'error';

export interface RowStatus {
  text: string;
  tone: RowTone;
  /** The bytes sent, while sending. */
  percent: number | null;
  /** An unreadable CSV: its columns may be mapped (docs/product/importing.md §7). */
  mappable: boolean;
}

const holds = (file: ImportFileFieldsFragment) => {
  const names = file.tracks.map((track) => track.athleteName ?? track.key);
  return names.length === 0 ? '' : `: ${names.join(', ')}`;
};

/**
 * What a row says (docs/product/importing.md §2, §5): 'Uploading 40 %', 'Reading…', the
 * format and the athletes it holds, 'Could not be read: <problem>', then its processing.
 */
export function importFileRowStatus({ upload, file }: ImportFileRow): RowStatus {
  const status = (text: string, tone: RowTone, percent: number | null = null): RowStatus => ({
    text,
    tone,
    percent,
    mappable: false,
  });
  if (!file) {
    switch (upload?.state) {
      case 'refused':
      case 'failed':
        return status(upload.message ?? 'The file could not be sent.', 'error');
      case 'uploading': {
        const percent = uploadPercent(upload);
        return status(`Uploading ${percent} %`, 'progress', percent);
      }
      case 'waiting':
        return status('Waiting', 'progress', 0);
      default:
        return status('Reading…', 'progress');
    }
  }
  const text = importStatusText(file.status, file.problem, file.format);
  switch (file.status) {
    case 'ready':
      return status(`${text}${holds(file)}`, 'ready');
    case 'unreadable':
      return { ...status(text, 'error'), mappable: file.csvPreview !== null };
    case 'warning':
      return status(text, 'warning');
    case 'done':
      return status(text, 'done');
    default:
      return status(text, 'progress');
  }
}
