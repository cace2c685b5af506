import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS, MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { TrackSpan } from '../TrackSpan.js';
import { float32Column, float64Column } from '../text/columnBuilder.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { decodeXmlText } from './decodeXmlText.js';
import { GpxPoint } from './GpxPoint.js';
import type { XmlHandler } from './scanXml.js';
import type { XmlTag } from './XmlTag.js';
import { joinBytes } from '../text/joinBytes.js';

/** The columns of one <trk>, all its segments merged. */
export class GpxTrackColumns {
  name: string | undefined;
  readonly span: TrackSpan;
  readonly timeMs = float64Column();
  readonly latitudeDeg = float64Column();
  readonly longitudeDeg = float64Column();
  readonly speedMps = float32Column();
  readonly heartRateBpm = float32Column();

  /** `number` counts the file's <trk> elements from 1, for messages. */
  constructor(number: number) {
    this.span = new TrackSpan({ label: `<trk> ${number}`, noun: 'the track' });
  }
}

type Captured = 'name' | 'time' | 'speed' | 'heartRate';

/**
 * Element names of heart rate and speed inside a <trkpt>, at any depth and
 * with any namespace prefix: Garmin's TrackPointExtension (gpxtpx:hr,
 * gpxtpx:speed, also written ns3:hr), ClueTrust (gpxdata:hr), a plain
 * <speed> as GPX 1.0 had it, and <heartrate> from some exporters.
 */
const POINT_VALUES: Record<string, Captured> = {
  time: 'time',
  hr: 'heartRate',
  heartrate: 'heartRate',
  heart_rate: 'heartRate',
  speed: 'speed',
};

/**
 * Turns the scanner's elements into tracks: one per <trk>, points from every
 * <trkseg>. Every <trkpt> needs lat, lon and <time>; values are checked as
 * they arrive so an error names the line of the bad element. At most
 * MAX_TRACKS_PER_FILE tracks with points, each within the caps of TrackSpan.
 */
export class GpxReader implements XmlHandler {
  readonly tracks: GpxTrackColumns[] = [];
  sawRoot = false;
  private readonly path: string[] = [];
  private readonly timestamps = new TimestampParser();
  private track: GpxTrackColumns | undefined;
  private trackElements = 0;
  private readonly point = new GpxPoint();
  private inPoint = false;
  private captured: Captured | undefined;
  private capturedDepth = 0;
  private capturedLine = 0;
  private textParts: Uint8Array[] = [];

  startElement(tag: XmlTag): void {
    const name = tag.localName;
    const parent = this.path.at(-1);
    if (!this.sawRoot && name !== 'gpx') {
      throw new ImportError(
        `not a GPX file: the root element is <${printableExcerpt(name)}>, not <gpx>`,
        { line: tag.line },
      );
    }
    this.sawRoot = true;
    this.path.push(name);
    if (this.inPoint) {
      const value = POINT_VALUES[name.toLowerCase()];
      if (value !== undefined && (value !== 'time' || parent === 'trkpt')) this.capture(value, tag);
    } else if (name === 'trkpt' && parent === 'trkseg' && this.track !== undefined) {
      this.startPoint(tag);
    } else if (name === 'trk' && parent === 'gpx') {
      this.track = new GpxTrackColumns(++this.trackElements);
    } else if (name === 'name' && parent === 'trk') {
      this.capture('name', tag);
    }
  }

  text(bytes: Uint8Array, start: number, end: number): void {
    if (this.captured !== undefined) this.textParts.push(bytes.slice(start, end));
  }

  endElement(name: string, line: number): void {
    if (this.captured !== undefined && this.path.length === this.capturedDepth) this.readCaptured();
    this.path.pop();
    if (name === 'trkpt' && this.inPoint) this.endPoint();
    else if (name === 'trk' && this.track !== undefined && this.path.length === 1) {
      if (this.track.timeMs.length > 0) this.endTrack(this.track, line);
      this.track = undefined;
    }
  }

  private endTrack(track: GpxTrackColumns, line: number): void {
    if (this.tracks.length === MAX_TRACKS_PER_FILE) {
      throw new ImportError(
        `the file has more than ${MAX_TRACKS_PER_FILE} tracks (<trk> with points): ` +
          'a file holds one session',
        { line },
      );
    }
    track.span.requireDuration({ line });
    this.tracks.push(track);
  }

  private startPoint(tag: XmlTag): void {
    const latitudeDeg = this.coordinate(tag, 'lat', 90, 'latitude');
    const longitudeDeg = this.coordinate(tag, 'lon', 180, 'longitude');
    this.point.reset(tag.line, latitudeDeg, longitudeDeg);
    this.inPoint = true;
  }

  private coordinate(tag: XmlTag, attribute: string, limit: number, what: string): number {
    const range = tag.attribute(attribute);
    const value = range === undefined ? NaN : parseDecimal(tag.bytes, ...trim(tag.bytes, ...range));
    if (Math.abs(value) <= limit) return value;
    const problem =
      range === undefined
        ? `<trkpt> has no ${attribute} attribute`
        : `<trkpt> ${attribute} '${printableExcerpt(tag.attributeText(attribute) ?? '')}' is not a ${what} between -${limit} and ${limit}`;
    throw new ImportError(problem, { line: tag.line });
  }

  private endPoint(): void {
    this.inPoint = false;
    const point = this.point;
    const track = this.track;
    if (track === undefined) return;
    if (Number.isNaN(point.timeMs)) {
      throw new ImportError('<trkpt> has no <time>: every track point needs the time of its fix', {
        line: point.line,
      });
    }
    track.span.add(point.timeMs, { line: point.line });
    track.timeMs.push(point.timeMs);
    track.latitudeDeg.push(point.latitudeDeg);
    track.longitudeDeg.push(point.longitudeDeg);
    track.speedMps.push(point.speedMps);
    track.heartRateBpm.push(point.heartRateBpm);
  }

  private capture(value: Captured, tag: XmlTag): void {
    this.captured = value;
    this.capturedDepth = this.path.length;
    this.capturedLine = tag.line;
    this.textParts = [];
  }

  private readCaptured(): void {
    const what = this.captured;
    const bytes =
      this.textParts.length === 1
        ? (this.textParts[0] ?? new Uint8Array(0))
        : joinBytes(this.textParts);
    this.captured = undefined;
    this.textParts = [];
    const line = this.capturedLine;
    const [start, end] = trim(bytes, 0, bytes.length);
    const shown = (): string => printableExcerpt(decodeXmlText(bytes.subarray(start, end)));
    if (what === 'name') {
      // The name becomes the track's id: printable and short.
      const name = printableText(decodeXmlText(bytes).trim(), MAX_TRACK_ID_CHARS).trim();
      if (this.track !== undefined && name !== '') this.track.name = name;
    } else if (what === 'time') {
      // xsd:dateTime only: a bare number would silently become milliseconds.
      const iso = end - start >= 10 && bytes[start + 4] === 45;
      const timeMs = iso ? this.timestamps.parse(bytes, start, end) : NaN;
      if (Number.isNaN(timeMs)) {
        throw new ImportError(`<time> '${shown()}' is not an ISO-8601 date-time`, { line });
      }
      this.point.timeMs = timeMs;
    } else if (what === 'speed') {
      const speed = parseDecimal(bytes, start, end);
      if (!(speed >= 0 && speed <= 100)) {
        throw new ImportError(`<speed> '${shown()}' is not a speed between 0 and 100 m/s`, {
          line,
        });
      }
      this.point.speedMps = speed;
    } else if (what === 'heartRate') {
      const heartRate = parseDecimal(bytes, start, end);
      if (!(heartRate >= 0 && heartRate <= 300)) {
        throw new ImportError(`heart rate '${shown()}' is not between 0 and 300 bpm`, { line });
      }
      this.point.heartRateBpm = heartRate;
    }
  }
}

function trim(bytes: Uint8Array, start: number, end: number): [number, number] {
  while (start < end && isBlank(bytes[start])) start++;
  while (end > start && isBlank(bytes[end - 1])) end--;
  return [start, end];
}

function isBlank(byte: number | undefined): boolean {
  return byte === 32 || byte === 10 || byte === 13 || byte === 9;
}
