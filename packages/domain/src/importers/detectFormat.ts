import { printableExcerpt } from '../text/printableExcerpt.js';
import { isCatapultExport } from './catapult/isCatapultExport.js';
import { ImportError } from './importError.js';
import type { ImportFormat } from './importFormat.js';

/** How much of a file detection looks at. */
export const DETECTION_BYTES = 1024;

const decoder = new TextDecoder();

/**
 * Tells the format of a tracker file from its first bytes (at least
 * DETECTION_BYTES of them when the file is that long). The content decides; the
 * file name's extension only picks the parser that can best explain why a
 * `.fit` or `.gpx` file is broken.
 */
export function detectFormat(
  firstBytes: Uint8Array,
  fileName?: string,
): Exclude<ImportFormat, 'auto'> {
  if (isFitHeader(firstBytes)) return 'fit';
  if (isUtf16ByteOrderMark(firstBytes)) {
    throw new ImportError('the file is UTF-16 text: Touchline reads UTF-8; save it as UTF-8');
  }
  const text = decoder.decode(firstBytes.subarray(0, DETECTION_BYTES)).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportError('empty file');
  // After an optional XML declaration, comments and a namespace prefix.
  if (/<(?:[\w.-]+:)?gpx[\s>/]/.test(text)) return 'gpx';
  if (isEptsMetadata(text)) return 'epts';
  if (/<(?:[\w.-]+:)?TrainingCenterDatabase[\s>/]/.test(text)) return 'tcx';

  // The last line of a cut-off sample may be incomplete: judge complete lines only.
  const lines = text.split('\n');
  if (firstBytes.length > DETECTION_BYTES) lines.pop();
  if (isCatapultExport(lines)) return 'catapult';
  const headerIndex = lines.findIndex((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = lines[headerIndex];
  if (header !== undefined) {
    const names = header.split(',').map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
    const kinexonNames = header.split(/[,;]/).map(columnName);
    if (kinexonNames.includes('ts in ms') && kinexonNames.includes('x in m')) return 'kinexon';
    if (names.some((name) => name === 'tag_id' || name === 'x_m' || name === 'y_m')) {
      return 'positions';
    }
    if (names[0] === 'timestamp' && (names.includes('lat') || names.includes('lon'))) return 'edge';
  }
  if (text.startsWith('#')) return 'edge';

  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'fit') return 'fit';
  if (extension === 'gpx') return 'gpx';
  if (extension === 'tcx') return 'tcx';
  // Text tracker files never hold NUL; UTF-16 text without a byte-order mark does.
  if (firstBytes.subarray(0, DETECTION_BYTES).includes(0)) {
    throw new ImportError(
      'unrecognised file format: the file holds NUL bytes, so it is neither a FIT file nor ' +
        'UTF-8 text (if it is UTF-16 text, save it as UTF-8)',
    );
  }
  if (header !== undefined && header.includes(',') && !text.trimStart().startsWith('<')) {
    throw new ImportError(
      `header row missing: line '${printableExcerpt(header.trim(), 60)}' names neither ` +
        'timestamp,lat,lon (Touchline Edge) ' +
        'nor timestamp,tag_id,x_m,y_m (positions)',
      { line: headerIndex + 1 },
    );
  }
  throw new ImportError(
    'unrecognised file format: expected a Touchline Edge, Catapult OpenField or Kinexon CSV, a positions CSV, GPX, TCX, FIT or FIFA EPTS metadata',
  );
}

/** A header cell as Kinexon's names are compared: unquoted, lower case, runs of spaces as one. */
function columnName(cell: string): string {
  return cell.trim().replace(/^"|"$/g, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The metadata XML of a FIFA EPTS recording: its schema's name (on the root
 * element, as FIFA's example and Metrica write it), or its Metadata and
 * GlobalConfig elements.
 */
function isEptsMetadata(text: string): boolean {
  return (
    text.trimStart().startsWith('<') &&
    (text.includes('FIFADataTransferFormatEPTS') ||
      (/<Metadata[\s>]/.test(text) && /<GlobalConfig[\s>]/.test(text)))
  );
}

/** UTF-16 little- or big-endian byte-order mark. */
function isUtf16ByteOrderMark(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** A FIT file header: its size (12 or 14) first and '.FIT' at bytes 8-11. */
function isFitHeader(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    (bytes[0] === 12 || bytes[0] === 14) &&
    bytes[8] === 0x2e &&
    bytes[9] === 0x46 &&
    bytes[10] === 0x49 &&
    bytes[11] === 0x54
  );
}
