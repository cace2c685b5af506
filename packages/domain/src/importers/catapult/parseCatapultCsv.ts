import { WallClockZone } from '../../dates/WallClockZone.js';
import type { GpsTrack, TrackMetadata } from '../../tracks/track.js';
import { CsvCells } from '../csv/CsvCells.js';
import { cellError } from '../csv/cellError.js';
import { readCsvHeader } from '../csv/readCsvHeader.js';
import { GpsColumns } from '../GpsColumns.js';
import { ImportError } from '../importError.js';
import { float32Column, float64Column } from '../text/columnBuilder.js';
import { forEachLine } from '../text/forEachLine.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TrackSpan } from '../TrackSpan.js';
import { CatapultTimestamps } from './CatapultTimestamps.js';
import { readCatapultMetadataLine } from './readCatapultMetadataLine.js';
import { velocityUnit } from './velocityUnit.js';

const REQUIRED = ['timestamp', 'latitude', 'longitude'] as const;
const OPTIONAL = ['velocity', 'heart rate', 'player load', 'hdop', '#sats'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** Each number read: the header's spelling for messages, its range, and a value outside it. */
const NUMBERS: Record<
  Exclude<Column, 'timestamp'>,
  { name: string; min: number; max: number; expected: string }
> = {
  latitude: { name: 'Latitude', min: -90, max: 90, expected: 'not a latitude between -90 and 90' },
  longitude: {
    name: 'Longitude',
    min: -180,
    max: 180,
    expected: 'not a longitude between -180 and 180',
  },
  // In m/s or km/h: the unit is told at the end.
  velocity: { name: 'Velocity', min: 0, max: 360, expected: 'not a speed between 0 and 360' },
  'heart rate': {
    name: 'Heart Rate',
    min: 0,
    max: 300,
    expected: 'not a heart rate between 0 and 300 bpm',
  },
  // Accumulated from the start of the export, in Catapult's arbitrary units.
  'player load': {
    name: 'Player Load',
    min: 0,
    max: 1e6,
    expected: 'not a Player Load between 0 and 1,000,000',
  },
  hdop: { name: 'HDOP', min: 0, max: 100, expected: 'not an HDOP between 0 and 100' },
  '#sats': { name: '#Sats', min: 0, max: 255, expected: 'not a satellite count between 0 and 255' },
};
const TIMESTAMP =
  'neither ISO 8601, a day-first date (31/12/2026 13:45:00.10) nor epoch milliseconds';
const COMMA = 44;
const SEMICOLON = 59;
const TAB = 9;
const QUOTE = 34;
const HASH = 35;
const SPACE = 32;
const KPH_PER_MPS = 3.6;

export interface CatapultCsvOptions {
  /** The id when the file names no device, e.g. the file name without extension. */
  fallbackId?: string;
  /** The IANA time zone of timestamps written without an offset; UTC by default. */
  timeZone?: string;
}

/**
 * Reads a Catapult OpenField 10 Hz export into one GpsTrack: `#` lines
 * naming the athlete and the device (readCatapultMetadataLine), the header
 * `Timestamp, Latitude, Longitude, Seconds, Velocity, Acceleration, Odometer,
 * Heart Rate, Player Load, Positional Quality (%), HDOP, #Sats` (any order;
 * Velocity, Heart Rate, HDOP and #Sats optional, the others ignored), then a
 * row per sample, streaming. What the exporting computer's settings change
 * is told from the file: the delimiter (comma, or semicolon or tab with a
 * decimal comma) from the header, the timestamps' form row by row
 * (CatapultTimestamps, local times in `timeZone`), and Velocity's unit, m/s
 * or km/h, from the positions (velocityUnit). A row without a fix (empty or
 * 0, 0 coordinates) keeps its other values; a heart rate of 0 is no reading.
 * Player Load, accumulated over the export, is kept as it is given
 * (track.playerLoad); the engine counts its increase inside each window.
 */
export async function parseCatapultCsv(
  chunks: AsyncIterable<Uint8Array>,
  options: CatapultCsvOptions = {},
): Promise<GpsTrack> {
  const timestamps = new CatapultTimestamps(new WallClockZone(options.timeZone ?? 'UTC'));
  const metadata: TrackMetadata = { format: 'catapult' };
  const columns = new GpsColumns(new TrackSpan());
  const hdop = float32Column();
  const satellites = float32Column();
  const playerLoad = float64Column();
  let cells = new CsvCells();
  let decimalComma = false;
  let column: Record<Column, number> | undefined;
  let minCells = 0;
  let positions = 0;

  /** The number of a column's cell: NaN when the column or the cell is empty. */
  const number = (name: Exclude<Column, 'timestamp'>, line: number): number => {
    const index = column?.[name] ?? -1;
    if (index < 0 || cells.isEmpty(index)) return NaN;
    const value = parseDecimal(cells.source, cells.start(index), cells.end(index), decimalComma);
    const { name: shown, min, max, expected } = NUMBERS[name];
    if (value >= min && value <= max) return value;
    throw cellError(cells, index, shown, expected, line);
  };

  await forEachLine(chunks, (bytes, start, end, line) => {
    if (isBlankRow(bytes, start, end)) return;
    const hashLine = bytes[start] === HASH || (bytes[start] === QUOTE && bytes[start + 1] === HASH);
    if (column === undefined) {
      if (hashLine) {
        readCatapultMetadataLine(bytes.subarray(start, end), metadata);
        return;
      }
      const delimiter = delimiterOf(bytes, start, end);
      cells = new CsvCells(delimiter);
      decimalComma = delimiter !== COMMA;
      cells.split(bytes, start, end);
      column = readCsvHeader(cells, REQUIRED, OPTIONAL, line);
      minCells = Math.max(...Object.values(column)) + 1;
      return;
    }
    // A comment after the header.
    if (hashLine) return;
    const count = cells.split(bytes, start, end);
    if (count < minCells) {
      throw new ImportError(`row has ${count} columns, the header has ${minCells}`, { line });
    }
    const { timestamp } = column;
    const time = timestamps.parse(bytes, cells.start(timestamp), cells.end(timestamp));
    if (Number.isNaN(time)) throw cellError(cells, timestamp, 'Timestamp', TIMESTAMP, line);
    let latitude = number('latitude', line);
    let longitude = number('longitude', line);
    // No fix: a coordinate missing, or the receiver's 0, 0.
    if (Number.isNaN(latitude + longitude) || (latitude === 0 && longitude === 0)) {
      latitude = NaN;
      longitude = NaN;
    } else positions++;
    const heartRate = number('heart rate', line);
    columns.add(time, latitude, longitude, number('velocity', line), heartRate || NaN, { line });
    hdop.push(number('hdop', line));
    satellites.push(number('#sats', line));
    playerLoad.push(number('player load', line));
  });

  if (column === undefined) {
    throw new ImportError(
      'header row missing: expected Timestamp, Latitude, Longitude (Velocity, Heart Rate, ...) ' +
        'after the # lines',
    );
  }
  if (columns.length === 0) throw new ImportError('no samples: the file has a header but no rows');
  if (positions === 0) {
    throw new ImportError(
      'no GPS positions: every row’s Latitude and Longitude are empty or 0 (an indoor session?)',
    );
  }
  columns.span.requireDuration();
  const track = columns.toTrack(
    metadata.deviceSerial ?? options.fallbackId ?? 'catapult',
    metadata,
  );
  if (hdop.hasValues()) track.hdop = hdop.finish();
  if (satellites.hasValues()) track.satellites = satellites.finish();
  if (playerLoad.hasValues()) track.playerLoad = playerLoad.finish();
  const speed = track.speedMps;
  if (speed !== undefined && velocityUnit(track) === 'km/h') {
    for (let i = 0; i < speed.length; i++) speed[i] = (speed[i] as number) / KPH_PER_MPS;
  }
  return track;
}

/** The header's delimiter: a semicolon or tab where the export uses one (with decimal commas). */
function delimiterOf(bytes: Uint8Array, start: number, end: number): number {
  const header = bytes.subarray(start, end);
  if (header.includes(SEMICOLON)) return SEMICOLON;
  return header.includes(TAB) ? TAB : COMMA;
}

/** A line of nothing but delimiters, quotes and spaces, as spreadsheets leave behind. */
function isBlankRow(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (c !== COMMA && c !== SEMICOLON && c !== TAB && c !== QUOTE && c !== SPACE) return false;
  }
  return true;
}
