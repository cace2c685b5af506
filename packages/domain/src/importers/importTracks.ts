import { printableExcerpt } from '../text/printableExcerpt.js';
import { printableText } from '../text/printableText.js';
import type { Track } from '../tracks/track.js';
import { isTimeZone } from '../dates/timeZones.js';
import { parseCatapultCsv } from './catapult/parseCatapultCsv.js';
import { DETECTION_BYTES, detectFormat } from './detectFormat.js';
import { parseEdgeCsv } from './edge/parseEdgeCsv.js';
import { parseEpts } from './epts/parseEpts.js';
import { fitTooLarge } from './fit/fitTooLarge.js';
import { parseGpx } from './gpx/parseGpx.js';
import { ImportError } from './importError.js';
import { parseKinexonCsv } from './kinexon/parseKinexonCsv.js';
import type { ImportFormat } from './importFormat.js';
import type { ColumnMapping } from './mapped/columnMapping.js';
import { parseMappedCsv } from './mapped/parseMappedCsv.js';
import { MAX_FIT_BYTES, MAX_TRACK_ID_CHARS } from './importLimits.js';
import { parsePositionsCsv } from './positions/parsePositionsCsv.js';
import { parseTcx } from './tcx/parseTcx.js';
import { joinBytes } from './text/joinBytes.js';

export interface ImportOptions {
  /** 'auto' (the default) detects the format from the content. */
  format?: ImportFormat;
  /** Shown in error locations; its base name is the id of a track the file does not name. */
  fileName?: string;
  /** Format 'mapped': the coach's column mapping. */
  columnMapping?: ColumnMapping;
  /** Format 'epts': the metadata XML; the input is the raw data file it describes. */
  eptsMetadata?: Uint8Array;
  /** The IANA time zone of times a file writes without an offset (Catapult's): UTC by default. */
  timeZone?: string;
}

/**
 * Reads a tracker file (a format of IMPORT_FORMATS; an EPTS raw data file with
 * its metadata XML, a mapped CSV with its column mapping) into one track per
 * athlete or tag. Text formats are parsed chunk by chunk as the
 * chunks arrive. Bad input is reported as an ImportError located in
 * `fileName`; an error thrown by the input itself (a failed read) passes
 * through unchanged. Whatever the file holds, the tracks stay within the caps
 * of importLimits, and their ids and metadata texts are printable.
 */
export async function importTracks(
  input: Uint8Array | AsyncIterable<Uint8Array>,
  options: ImportOptions = {},
): Promise<Track[]> {
  const { fileName } = options;
  try {
    const source = new PeekedInput(input instanceof Uint8Array ? once(input) : input);
    const head = await source.peek(DETECTION_BYTES);
    const format =
      options.format === undefined || options.format === 'auto'
        ? detectFormat(head, fileName)
        : options.format;
    const fallbackId = fileName === undefined ? undefined : idFromFileName(fileName);
    switch (format) {
      case 'positions':
        return await parsePositionsCsv(source);
      case 'edge':
        return [await parseEdgeCsv(source, { fallbackId })];
      case 'gpx':
        return await parseGpx(source, { fallbackId });
      case 'fit': {
        const bytes = await collect(source, MAX_FIT_BYTES, fitTooLarge);
        // Garmin's SDK is loaded for FIT files only: it takes longer to load than a CSV to parse.
        const { parseFit } = await import('./fit/parseFit.js');
        return [parseFit(bytes, { fallbackId })];
      }
      case 'kinexon':
        return await parseKinexonCsv(source);
      case 'epts':
        return await parseEpts(source, options.eptsMetadata);
      case 'mapped':
        return await parseMappedCsv(source, { mapping: options.columnMapping, fallbackId });
      case 'tcx':
        return await parseTcx(source, { fallbackId });
      case 'catapult':
        return [await parseCatapultCsv(source, { fallbackId, timeZone: timeZoneOf(options) })];
    }
  } catch (error) {
    if (error instanceof InputReadError) throw error.cause;
    if (error instanceof ImportError) {
      throw fileName === undefined || error.location.file !== undefined
        ? error
        : error.inFile(fileName);
    }
    // A parser bug must still reach the user as a located import failure, not a crash.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`could not be read: ${reason}`, { file: fileName });
  }
}

/** The caller's time zone, checked: a wrong one would shift every local time. */
function timeZoneOf({ timeZone = 'UTC' }: ImportOptions): string {
  if (isTimeZone(timeZone)) return timeZone;
  throw new ImportError(`'${printableExcerpt(timeZone)}' is not an IANA time zone`);
}

/**
 * The file name without directories and extension, printable: the id of a
 * track a file does not name. None for a blank name (the format's name is used).
 */
function idFromFileName(fileName: string): string | undefined {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = name.lastIndexOf('.');
  const id = printableText(dot > 0 ? name.slice(0, dot) : name, MAX_TRACK_ID_CHARS).trim();
  return id === '' ? undefined : id;
}

/** Marks a failure of the caller's input (I/O), which is not bad input. */
class InputReadError extends Error {
  constructor(cause: unknown) {
    super('reading the input failed', { cause });
  }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield await Promise.resolve(bytes);
}

/** An async iterable whose first chunks can be inspected before it is read from the start. */
class PeekedInput implements AsyncIterable<Uint8Array> {
  private readonly buffered: Uint8Array[] = [];
  private readonly iterator: AsyncIterator<Uint8Array>;
  private exhausted = false;

  constructor(input: AsyncIterable<Uint8Array>) {
    this.iterator = input[Symbol.asyncIterator]();
  }

  /** At least `byteCount` first bytes (fewer only when the input is shorter). */
  async peek(byteCount: number): Promise<Uint8Array> {
    let size = this.buffered.reduce((sum, chunk) => sum + chunk.length, 0);
    while (size < byteCount && !this.exhausted) {
      const chunk = await this.next();
      if (chunk === undefined) break;
      this.buffered.push(chunk);
      size += chunk.length;
    }
    return this.buffered.length === 1
      ? (this.buffered[0] ?? new Uint8Array(0))
      : joinBytes(this.buffered);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    try {
      while (this.buffered.length > 0) {
        const chunk = this.buffered.shift();
        if (chunk !== undefined) yield chunk;
      }
      for (let chunk = await this.next(); chunk !== undefined; chunk = await this.next()) {
        yield chunk;
      }
    } finally {
      // A parser that stops early (bad input) must still close the caller's file.
      if (!this.exhausted) await this.iterator.return?.();
    }
  }

  private async next(): Promise<Uint8Array | undefined> {
    try {
      const result = await this.iterator.next();
      if (result.done === true) this.exhausted = true;
      return result.done === true ? undefined : result.value;
    } catch (error) {
      this.exhausted = true;
      throw new InputReadError(error);
    }
  }
}

/** The whole input, refused with `tooLarge()` as soon as it passes `maxBytes`. */
async function collect(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: () => ImportError,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    parts.push(chunk);
  }
  return joinBytes(parts);
}
