import { printableText } from '../../text/printableText.js';
import type { PositionTrack, TrackMetadata } from '../../tracks/track.js';
import { cellError } from '../csv/cellError.js';
import { CsvCells } from '../csv/CsvCells.js';
import { splitCsvHeader } from '../csv/csvDelimiter.js';
import { readCsvHeader, type ColumnIndex } from '../csv/readCsvHeader.js';
import { distinctTrackIds } from '../distinctTrackIds.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';
import { checkTagId } from '../positions/checkTagId.js';
import { MAX_POSITION_M } from '../positions/parsePositionsCsv.js';
import { TagColumns } from '../positions/TagColumns.js';
import { TagSet } from '../positions/TagSet.js';
import { forEachLine } from '../text/forEachLine.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';

const REQUIRED = ['ts in ms', 'sensor id', 'x in m', 'y in m'] as const;
const OPTIONAL = ['mapped id', 'full name', 'number', 'group id', 'group name'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

const TIME = 'neither epoch milliseconds nor ISO-8601';
const COORDINATE = `not a number of metres within ±${MAX_POSITION_M}`;
const MAX_DATE_MS = 8.64e15;

/**
 * Reads a Kinexon CSV export (`ts in ms, sensor id, mapped id, full name,
 * number, group id, group name, x in m, y in m`; comma- or
 * semicolon-separated, a decimal comma with semicolons; header names in any
 * case, order and spacing, cells possibly quoted) into one PositionTrack per
 * player, in order of first appearance, streaming.
 *
 * A player is the row's `mapped id` (the person Kinexon's software assigned
 * the sensor to, which stays the same when a sensor is swapped), or its
 * `sensor id` when the row has none (an unassigned sensor, e.g. the ball):
 * that is the track's id. Its metadata: the sensor id as `deviceSerial`,
 * `full name` as `athleteName` and `number` as `shirtNumber`, from its first
 * row. A row whose x and y are both empty (no fix) is skipped.
 */
export async function parseKinexonCsv(chunks: AsyncIterable<Uint8Array>): Promise<PositionTrack[]> {
  const timestamps = new TimestampParser();
  const players = new TagSet('player');
  let cells = new CsvCells();
  let column: ColumnIndex<Column> | undefined;
  let decimalComma = false;
  let minCells = 0;

  await forEachLine(chunks, (bytes, start, end, line) => {
    if (start === end) return;
    if (column === undefined) {
      ({ cells, decimalComma } = splitCsvHeader(bytes, start, end));
      column = readCsvHeader(cells, REQUIRED, OPTIONAL, line);
      minCells = Math.max(...Object.values(column)) + 1;
      return;
    }
    const count = cells.split(bytes, start, end);
    if (count < minCells) {
      throw new ImportError(`row has ${count} columns, the header has ${minCells}`, { line });
    }
    const x = column['x in m'];
    const y = column['y in m'];
    if (cells.isEmpty(x) && cells.isEmpty(y)) return;
    const timeMs = readTime(cells, column['ts in ms'], timestamps);
    if (Number.isNaN(timeMs)) throw cellError(cells, column['ts in ms'], 'ts in ms', TIME, line);
    const xM = parseDecimal(bytes, cells.start(x), cells.end(x), decimalComma);
    if (!(Math.abs(xM) <= MAX_POSITION_M)) throw cellError(cells, x, 'x in m', COORDINATE, line);
    const yM = parseDecimal(bytes, cells.start(y), cells.end(y), decimalComma);
    if (!(Math.abs(yM) <= MAX_POSITION_M)) throw cellError(cells, y, 'y in m', COORDINATE, line);
    const index = column;
    const mapped = index['mapped id'] >= 0 ? cells.text(index['mapped id']) : '';
    const key = mapped === '' ? `sensor ${cells.text(index['sensor id'])}` : `mapped ${mapped}`;
    const player = players.get(key, line, () => newPlayer(cells, index, mapped, line));
    player.add(timeMs, xM, yM, { line });
  });

  if (column === undefined) throw new ImportError('empty file: no header row');
  if (players.size === 0) throw new ImportError('no samples: the file has a header but no rows');
  const tracks = players.finish();
  // A sensor's id may equal another player's mapped id: the two tracks stay apart.
  const ids = distinctTrackIds(tracks.map((track) => track.id));
  return tracks.map((track, i) => ({ ...track, id: ids[i] ?? track.id }));
}

/** Epoch milliseconds, also written with a fraction (`1600000000000.0`), or ISO-8601; NaN else. */
function readTime(cells: CsvCells, index: number, timestamps: TimestampParser): number {
  const bytes = cells.source;
  const start = cells.start(index);
  const end = cells.end(index);
  const timeMs = timestamps.parse(bytes, start, end);
  if (!Number.isNaN(timeMs)) return timeMs;
  const value = parseDecimal(bytes, start, end);
  return Math.abs(value) <= MAX_DATE_MS ? value : NaN;
}

/** The track of a new player: checked ids, and its metadata from this first row. */
function newPlayer(
  cells: CsvCells,
  column: ColumnIndex<Column>,
  mapped: string,
  line: number,
): TagColumns {
  const sensor = cells.text(column['sensor id']);
  if (sensor === '') throw new ImportError('sensor id is empty', { line });
  checkTagId(sensor, 'sensor id', line);
  if (mapped !== '') checkTagId(mapped, 'mapped id', line);
  const metadata: TrackMetadata = { format: 'kinexon', deviceSerial: sensor };
  const name = optionalText(cells, column['full name']);
  if (name !== undefined) metadata.athleteName = name;
  const number = optionalText(cells, column.number);
  if (number !== undefined) metadata.shirtNumber = number;
  return new TagColumns(mapped === '' ? sensor : mapped, { metadata, noun: 'player' });
}

/** A cell's text, printable and short, or undefined for a blank cell or a column the file lacks. */
function optionalText(cells: CsvCells, index: number): string | undefined {
  if (index < 0 || index >= cells.count) return undefined;
  const text = printableText(cells.text(index), MAX_TRACK_ID_CHARS).trim();
  return text === '' ? undefined : text;
}
