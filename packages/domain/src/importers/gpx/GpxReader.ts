import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { GpsColumns } from '../GpsColumns.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';
import { TrackSpan } from '../TrackSpan.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { decodeXmlText } from '../xml/decodeXmlText.js';
import { isSpace, type XmlTag } from '../xml/XmlTag.js';
import { HEART_RATE, XmlTrackReader, type XmlNumber } from '../xml/XmlTrackReader.js';

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
const POINT_VALUES = new Map<string, Captured>([
  ['time', 'time'],
  ['hr', 'heartRate'],
  ['heartrate', 'heartRate'],
  ['heart_rate', 'heartRate'],
  ['speed', 'speed'],
]);

const SPEED: XmlNumber = {
  min: 0,
  max: 100,
  problem: '<speed> %s is not a speed between 0 and 100 m/s',
};

/**
 * Turns the scanner's elements into tracks: one per <trk>, points from every
 * <trkseg>. Every <trkpt> needs lat, lon and <time>. At most
 * MAX_TRACKS_PER_FILE tracks with points, each within the caps of TrackSpan.
 */
export class GpxReader extends XmlTrackReader<GpxTrackColumns, Captured> {
  private track: GpxTrackColumns | undefined;
  private trackElements = 0;

  constructor() {
    super({
      name: 'GPX',
      root: 'gpx',
      point: 'trkpt',
      time: 'time',
      tracks: 'tracks (<trk> with points)',
    });
  }

  protected opened(tag: XmlTag, parent: string | undefined): void {
    const name = tag.localName;
    if (this.inPoint) {
      const value = POINT_VALUES.get(name.toLowerCase());
      if (value !== undefined && (value !== 'time' || parent === 'trkpt')) this.capture(value, tag);
    } else if (name === 'trkpt' && parent === 'trkseg' && this.track !== undefined) {
      this.startPoint(tag);
    } else if (name === 'trk' && parent === 'gpx') {
      this.track = new GpxTrackColumns(++this.trackElements);
    } else if (name === 'name' && parent === 'trk') {
      this.capture('name', tag);
    }
  }

  protected closed(name: string, depth: number, line: number): void {
    if (name === 'trkpt' && this.inPoint) {
      this.inPoint = false;
      if (this.track !== undefined) this.addPoint(this.track);
    } else if (name === 'trk' && this.track !== undefined && depth === 2) {
      if (this.track.length > 0) this.keepTrack(this.track, line);
      this.track = undefined;
    }
  }

  protected readText(what: Captured, bytes: Uint8Array, line: number): void {
    if (what === 'name') {
      // The name becomes the track's id: printable and short.
      const name = printableText(decodeXmlText(bytes).trim(), MAX_TRACK_ID_CHARS).trim();
      if (this.track !== undefined && name !== '') this.track.name = name;
    } else if (what === 'time') this.point.timeMs = this.dateTime(bytes, line);
    else if (what === 'speed') this.point.speedMps = this.number(bytes, line, SPEED);
    else this.point.heartRateBpm = this.number(bytes, line, HEART_RATE);
  }

  private startPoint(tag: XmlTag): void {
    const latitudeDeg = coordinate(tag, 'lat', 90, 'latitude');
    const longitudeDeg = coordinate(tag, 'lon', 180, 'longitude');
    this.point.reset(tag.line);
    this.point.latitudeDeg = latitudeDeg;
    this.point.longitudeDeg = longitudeDeg;
    this.inPoint = true;
  }
}

function coordinate(tag: XmlTag, attribute: string, limit: number, what: string): number {
  const range = tag.attribute(attribute);
  const value = range === undefined ? NaN : parseDecimal(tag.bytes, ...trim(tag.bytes, ...range));
  if (Math.abs(value) <= limit) return value;
  const problem =
    range === undefined
      ? `<trkpt> has no ${attribute} attribute`
      : `<trkpt> ${attribute} '${printableExcerpt(tag.attributeText(attribute) ?? '')}' is not a ${what} between -${limit} and ${limit}`;
  throw new ImportError(problem, { line: tag.line });
}

function trim(bytes: Uint8Array, start: number, end: number): [number, number] {
  while (start < end && isSpace(bytes[start])) start++;
  while (end > start && isSpace(bytes[end - 1])) end--;
  return [start, end];
}
