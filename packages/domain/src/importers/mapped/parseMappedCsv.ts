import type { PositionTrack, Track } from '../../tracks/track.js';
import { cellError } from '../csv/cellError.js';
import { CsvCells } from '../csv/CsvCells.js';
import { splitCsvHeader } from '../csv/csvDelimiter.js';
import { ImportError } from '../importError.js';
import { checkTagId } from '../positions/checkTagId.js';
import { MAX_POSITION_M } from '../positions/parsePositionsCsv.js';
import { TagColumns } from '../positions/TagColumns.js';
import { TagSet } from '../positions/TagSet.js';
import { forEachLine } from '../text/forEachLine.js';
import { parseDecimal } from '../text/parseDecimal.js';
import type { ColumnMapping, ColumnSpeedUnit } from './columnMapping.js';
import { columnKey } from './columnKey.js';
import { ColumnTimeParser } from './ColumnTimeParser.js';
import { mappedColumns, type MappedColumns } from './mappedColumns.js';
import { validateColumnMapping } from './validateColumnMapping.js';

export interface MappedCsvOptions {
  mapping?: ColumnMapping | undefined;
  /** The id of a file of one athlete, e.g. the file name without extension. */
  fallbackId?: string | undefined;
}

const SPEEDS: Record<ColumnSpeedUnit, { metresPerSecond: number; unit: string }> = {
  metresPerSecond: { metresPerSecond: 1, unit: 'm/s' },
  kilometresPerHour: { metresPerSecond: 1 / 3.6, unit: 'km/h' },
  milesPerHour: { metresPerSecond: 0.44704, unit: 'mph' },
};
const MAX_SPEED_MPS = 100;

/**
 * Reads a CSV Touchline does not recognise through the coach's column
 * mapping (docs/product/importing.md §7), streaming: comma- or
 * semicolon-separated (told from the header; a decimal comma with
 * semicolons), columns found by name in any case and spacing. One track per
 * value of the athlete column (its id and athlete name), or one track named
 * `fallbackId`: a GpsTrack from latitude and longitude, a PositionTrack from
 * x and y in metres, with speed (converted to m/s) and heart rate where
 * mapped. A row whose two coordinates are both empty (no fix) is skipped.
 */
export async function parseMappedCsv(
  chunks: AsyncIterable<Uint8Array>,
  { mapping, fallbackId }: MappedCsvOptions,
): Promise<Track[]> {
  if (mapping === undefined) {
    throw new ImportError(
      'this CSV is read with a column mapping: choose which columns hold the time and positions',
    );
  }
  const problems = validateColumnMapping(mapping);
  if (problems.length > 0) {
    throw new ImportError(
      `the column mapping cannot be applied: ${problems.map(({ message }) => message).join(' ')}`,
    );
  }
  const time = new ColumnTimeParser(mapping.timeFormat, mapping.timeZone);
  const geographic = columnKey(mapping.latitudeColumn ?? '') !== '';
  const speed = mapping.speedUnit === undefined ? undefined : SPEEDS[mapping.speedUnit];
  const athletes = new TagSet('athlete');
  let cells = new CsvCells();
  let column: MappedColumns | undefined;
  let decimalComma = false;

  const number = (index: number): number =>
    parseDecimal(cells.source, cells.start(index), cells.end(index), decimalComma);

  await forEachLine(chunks, (bytes, start, end, line) => {
    if (start === end) return;
    if (column === undefined) {
      ({ cells, decimalComma } = splitCsvHeader(bytes, start, end));
      column = mappedColumns(cells, mapping);
      return;
    }
    const count = cells.split(bytes, start, end);
    if (count < column.minCells) {
      throw new ImportError(`row has ${count} columns, the header has ${column.minCells}`, {
        line,
      });
    }
    const [first, second] = column.coordinates;
    if (cells.isEmpty(first.index) && cells.isEmpty(second.index)) return;
    const timeMs = time.parse(bytes, cells.start(column.time.index), cells.end(column.time.index));
    if (Number.isNaN(timeMs))
      throw cellError(cells, column.time.index, column.time.name, time.expected, line);
    const a = number(first.index);
    const b = number(second.index);
    if (geographic) {
      if (!(Math.abs(a) <= 90))
        throw cellError(cells, first.index, first.name, 'not a latitude between -90 and 90', line);
      if (!(Math.abs(b) <= 180))
        throw cellError(
          cells,
          second.index,
          second.name,
          'not a longitude between -180 and 180',
          line,
        );
    } else {
      const expected = `not a number of metres within ±${MAX_POSITION_M}`;
      if (!(Math.abs(a) <= MAX_POSITION_M))
        throw cellError(cells, first.index, first.name, expected, line);
      if (!(Math.abs(b) <= MAX_POSITION_M))
        throw cellError(cells, second.index, second.name, expected, line);
    }
    let speedMps = NaN;
    if (column.speed !== undefined && speed !== undefined && !cells.isEmpty(column.speed.index)) {
      speedMps = number(column.speed.index) * speed.metresPerSecond;
      if (!(speedMps >= 0 && speedMps <= MAX_SPEED_MPS)) {
        const most = Math.round(MAX_SPEED_MPS / speed.metresPerSecond);
        throw cellError(
          cells,
          column.speed.index,
          column.speed.name,
          `not a speed between 0 and ${most} ${speed.unit}`,
          line,
        );
      }
    }
    let heartRateBpm = NaN;
    if (column.heartRate !== undefined && !cells.isEmpty(column.heartRate.index)) {
      heartRateBpm = number(column.heartRate.index);
      if (!(heartRateBpm >= 0 && heartRateBpm <= 300)) {
        throw cellError(
          cells,
          column.heartRate.index,
          column.heartRate.name,
          'not a heart rate between 0 and 300 bpm',
          line,
        );
      }
    }
    const athlete = column.athlete === undefined ? undefined : cells.text(column.athlete.index);
    const name = column.athlete?.name ?? '';
    if (athlete === '') throw new ImportError(`${name} is empty`, { line });
    const track = athletes.get(athlete ?? '', line, () => {
      if (athlete !== undefined) checkTagId(athlete, name, line);
      return new TagColumns(athlete ?? fallbackId ?? 'mapped', {
        metadata:
          athlete === undefined ? { format: 'mapped' } : { format: 'mapped', athleteName: athlete },
        noun: 'athlete',
        speed: column?.speed !== undefined,
        heartRate: column?.heartRate !== undefined,
      });
    });
    track.add(timeMs, a, b, { line }, speedMps, heartRateBpm);
  });

  if (column === undefined) throw new ImportError('empty file: no header row');
  if (athletes.size === 0) throw new ImportError('no samples: the file has a header but no rows');
  const tracks = athletes.finish();
  return geographic ? tracks.map(toGpsTrack) : tracks;
}

/** Latitude and longitude, kept in the columns of x and y as they were read. */
function toGpsTrack({ xM, yM, kind: _kind, ...rest }: PositionTrack): Track {
  return { ...rest, kind: 'gps', latitudeDeg: xM, longitudeDeg: yM };
}
