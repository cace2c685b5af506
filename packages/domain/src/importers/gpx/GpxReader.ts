import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { GpsColumns } from '../GpsColumns.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS, MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { TrackSpan } from '../TrackSpan.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { decodeXmlText } from '../xml/decodeXmlText.js';
import { ElementText, quoteXmlText } from '../xml/ElementText.js';
import { parseXmlDateTime } from '../xml/parseXmlDateTime.js';
import type { XmlHandler } from '../xml/scanXml.js';
import { isSpace, type XmlTag } from '../xml/XmlTag.js';
import { GpxPoint } from './GpxPoint.js';

/** The columns of one <trk>, all its segments merged. */
export class GpxTrackColumns extends GpsColumns {
  name: string | undefined;

  /** `number` counts the file's <trk> elements from 1, for messages. */
  constructor(number: number) {
    super(new TrackSpan({ label: `<trk> ${number}`, noun: 'the track' }));
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
  private readonly capturedText = new ElementText();

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
    this.capturedText.add(bytes, start, end);
  }

  endElement(name: string, line: number): void {
    if (this.capturedText.endsAt(this.path.length)) this.readCaptured();
    this.path.pop();
    if (name === 'trkpt' && this.inPoint) this.endPoint();
    else if (name === 'trk' && this.track !== undefined && this.path.length === 1) {
      if (this.track.length > 0) this.endTrack(this.track, line);
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
    track.add(
      point.timeMs,
      point.latitudeDeg,
      point.longitudeDeg,
      point.speedMps,
      point.heartRateBpm,
      {
        line: point.line,
      },
    );
  }

  private capture(value: Captured, tag: XmlTag): void {
    this.captured = value;
    this.capturedText.begin(this.path.length, tag.line);
  }

  private readCaptured(): void {
    const what = this.captured;
    const line = this.capturedText.line;
    const bytes = this.capturedText.take();
    this.captured = undefined;
    const shown = (): string => quoteXmlText(bytes);
    if (what === 'name') {
      // The name becomes the track's id: printable and short.
      const name = printableText(decodeXmlText(bytes).trim(), MAX_TRACK_ID_CHARS).trim();
      if (this.track !== undefined && name !== '') this.track.name = name;
    } else if (what === 'time') {
      const timeMs = parseXmlDateTime(this.timestamps, bytes);
      if (Number.isNaN(timeMs)) {
        throw new ImportError(`<time> '${shown()}' is not an ISO-8601 date-time`, { line });
      }
      this.point.timeMs = timeMs;
    } else if (what === 'speed') {
      const speed = parseDecimal(bytes, 0, bytes.length);
      if (!(speed >= 0 && speed <= 100)) {
        throw new ImportError(`<speed> '${shown()}' is not a speed between 0 and 100 m/s`, {
          line,
        });
      }
      this.point.speedMps = speed;
    } else if (what === 'heartRate') {
      const heartRate = parseDecimal(bytes, 0, bytes.length);
      if (!(heartRate >= 0 && heartRate <= 300)) {
        throw new ImportError(`heart rate '${shown()}' is not between 0 and 300 bpm`, { line });
      }
      this.point.heartRateBpm = heartRate;
    }
  }
}

function trim(bytes: Uint8Array, start: number, end: number): [number, number] {
  while (start < end && isSpace(bytes[start])) start++;
  while (end > start && isSpace(bytes[end - 1])) end--;
  return [start, end];
}
