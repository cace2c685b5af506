import type { ImportStatus, TrackFileFormat } from '../../gql/graphql';

/** How the Import page and the session's Files panel name a format (docs/product/importing.md §2). */
export const TRACK_FILE_FORMAT_LABELS: Record<TrackFileFormat, string> = {
  catapult: 'Catapult OpenField CSV',
  fit: 'Garmin FIT',
  tcx: 'Garmin TCX',
  gpx: 'GPX',
  edge: 'Touchline Edge CSV',
  positions: 'Positions CSV',
  kinexon: 'Kinexon CSV',
  epts: 'FIFA EPTS',
  mapped: 'Mapped CSV',
};

/** The statuses of processing after 'Process' (docs/product/importing.md §5). */
const PROCESSING_TEXTS: Partial<Record<ImportStatus, string>> = {
  queued: 'Queued',
  reading: 'Reading',
  computing: 'Computing',
  done: 'Done',
};

/**
 * What a file's or a track's status reads: 'Reading…' while it is read for the review, its
 * format once read, 'Could not be read: <problem>', then the processing statuses and
 * 'Warning: <reason>' (docs/product/importing.md §2, §5).
 */
export function importStatusText(
  status: ImportStatus,
  problem: string | null,
  format: TrackFileFormat | null = null,
): string {
  switch (status) {
    case 'received':
      return 'Reading…';
    case 'ready':
      return format ? TRACK_FILE_FORMAT_LABELS[format] : 'Read';
    case 'unreadable':
      return `Could not be read: ${problem ?? 'the file is not one Touchline reads.'}`;
    case 'warning':
      return `Warning: ${problem ?? 'processing stopped.'}`;
    default:
      return PROCESSING_TEXTS[status] ?? status;
  }
}

/** Whether a status is a step of processing still under way (the page keeps listening). */
export function isProcessingUnderway(status: ImportStatus): boolean {
  return status === 'queued' || status === 'reading' || status === 'computing';
}

/** A file's size as a person reads it: '850 KB', '12.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 100 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
