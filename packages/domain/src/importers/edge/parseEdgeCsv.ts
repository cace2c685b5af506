import type { GpsTrack, TrackMetadata } from '../../tracks/track.js';
import { CsvCells } from '../csv/CsvCells.js';
import { cellError } from '../csv/cellError.js';
import { readCsvHeader } from '../csv/readCsvHeader.js';
import { ImportError } from '../importError.js';
import { float32Column, float64Column, type ColumnBuilder } from '../text/columnBuilder.js';
import { forEachLine } from '../text/forEachLine.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { TrackSpan } from '../TrackSpan.js';
import { readEdgeHeaderLine } from './readEdgeHeaderLine.js';

const REQUIRED = ['timestamp', 'lat', 'lon'] as const;
const OPTIONAL = ['speed_mps', 'hdop', 'satellites', 'heart_rate'] as const;
type OptionalColumn = (typeof OPTIONAL)[number];

/** Plausible ranges of the optional columns; a value outside is a corrupt row. */
const LIMITS: Record<OptionalColumn, { max: number; expected: string }> = {
  speed_mps: { max: 100, expected: 'not a speed between 0 and 100 m/s' },
  hdop: { max: 100, expected: 'not an HDOP between 0 and 100' },
  satellites: { max: 255, expected: 'not a satellite count between 0 and 255' },
  heart_rate: { max: 300, expected: 'not a heart rate between 0 and 300 bpm' },
};
const TIMESTAMP = 'neither ISO-8601 nor epoch milliseconds';

export interface EdgeCsvOptions {
  /** The id when the file names no device_serial, e.g. the file name without extension. */
  fallbackId?: string;
}

/**
 * Reads a Touchline Edge export (see the package README): `# key: value`
 * lines, a header row naming timestamp, lat, lon and any of the optional
 * columns, then one row per fix. Produces one GpsTrack; empty optional cells
 * are NaN and a column that is empty throughout is left out. The track stays
 * within the caps of TrackSpan.
 */
export async function parseEdgeCsv(
  chunks: AsyncIterable<Uint8Array>,
  options: EdgeCsvOptions = {},
): Promise<GpsTrack> {
  const cells = new CsvCells();
  const timestamps = new TimestampParser();
  const metadata: TrackMetadata = { format: 'edge' };
  const span = new TrackSpan();
  const timeMs = float64Column();
  const latitudeDeg = float64Column();
  const longitudeDeg = float64Column();
  const optional: { name: OptionalColumn; index: number; column: ColumnBuilder<Float32Array> }[] =
    [];
  let column: Record<(typeof REQUIRED)[number], number> | undefined;
  let minCells = 0;

  await forEachLine(chunks, (bytes, start, end, line) => {
    if (start === end) return;
    if (bytes[start] === 35 /* # */) {
      if (column === undefined) readEdgeHeaderLine(bytes.subarray(start, end), metadata, line);
      return;
    }
    const count = cells.split(bytes, start, end);
    if (column === undefined) {
      const index = readCsvHeader(cells, REQUIRED, OPTIONAL, line);
      column = index;
      for (const name of OPTIONAL) {
        if (index[name] >= 0) optional.push({ name, index: index[name], column: float32Column() });
      }
      minCells = Math.max(...Object.values(index)) + 1;
      return;
    }
    if (count < minCells) {
      throw new ImportError(`row has ${count} columns, the header has ${minCells}`, { line });
    }
    const time = timestamps.parse(
      bytes,
      cells.start(column.timestamp),
      cells.end(column.timestamp),
    );
    if (Number.isNaN(time)) throw cellError(cells, column.timestamp, 'timestamp', TIMESTAMP, line);
    const lat = parseDecimal(bytes, cells.start(column.lat), cells.end(column.lat));
    if (!(Math.abs(lat) <= 90)) {
      throw cellError(cells, column.lat, 'lat', 'not a latitude between -90 and 90', line);
    }
    const lon = parseDecimal(bytes, cells.start(column.lon), cells.end(column.lon));
    if (!(Math.abs(lon) <= 180)) {
      throw cellError(cells, column.lon, 'lon', 'not a longitude between -180 and 180', line);
    }
    for (const { name, index, column: values } of optional) {
      if (cells.isEmpty(index)) {
        values.push(NaN);
        continue;
      }
      const value = parseDecimal(bytes, cells.start(index), cells.end(index));
      if (!(value >= 0 && value <= LIMITS[name].max)) {
        throw cellError(cells, index, name, LIMITS[name].expected, line);
      }
      values.push(value);
    }
    span.add(time, { line });
    timeMs.push(time);
    latitudeDeg.push(lat);
    longitudeDeg.push(lon);
  });

  if (column === undefined) {
    throw new ImportError('header row missing: expected timestamp,lat,lon[,speed_mps,...]');
  }
  if (timeMs.length === 0) throw new ImportError('no samples: the file has a header but no rows');
  span.requireDuration();
  const track: GpsTrack = {
    kind: 'gps',
    id: metadata.deviceSerial ?? options.fallbackId ?? 'edge',
    timeMs: timeMs.finish(),
    latitudeDeg: latitudeDeg.finish(),
    longitudeDeg: longitudeDeg.finish(),
    metadata,
  };
  for (const { name, column: values } of optional) {
    if (!values.hasValues()) continue;
    if (name === 'speed_mps') track.speedMps = values.finish();
    else if (name === 'hdop') track.hdop = values.finish();
    else if (name === 'satellites') track.satellites = values.finish();
    else track.heartRateBpm = values.finish();
  }
  return track;
}
