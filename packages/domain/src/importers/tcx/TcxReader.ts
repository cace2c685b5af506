import { printableText } from '../../text/printableText.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';
import { decodeXmlText } from '../xml/decodeXmlText.js';
import type { XmlTag } from '../xml/XmlTag.js';
import { HEART_RATE, XmlTrackReader, type XmlNumber } from '../xml/XmlTrackReader.js';
import { TcxActivityColumns } from './TcxActivityColumns.js';

type PointValue = 'time' | 'latitude' | 'longitude' | 'heartRate' | 'speed' | 'distance';
type Captured = PointValue | 'unitId' | 'versionMajor' | 'versionMinor';

/**
 * The elements of a <Trackpoint> Touchline reads, by local name (any
 * namespace prefix: the ActivityExtension is ns3:TPX in Garmin Connect's
 * files, TPX with its own xmlns in others) and the parent they must have.
 */
const POINT_VALUES = new Map<string, { parent: string; value: PointValue }>([
  ['Time', { parent: 'Trackpoint', value: 'time' }],
  ['LatitudeDegrees', { parent: 'Position', value: 'latitude' }],
  ['LongitudeDegrees', { parent: 'Position', value: 'longitude' }],
  ['Value', { parent: 'HeartRateBpm', value: 'heartRate' }],
  ['Speed', { parent: 'TPX', value: 'speed' }],
  ['DistanceMeters', { parent: 'Trackpoint', value: 'distance' }],
]);

const NUMBERS: Record<Exclude<PointValue, 'time'>, XmlNumber> = {
  latitude: {
    min: -90,
    max: 90,
    problem: '<LatitudeDegrees> %s is not a latitude between -90 and 90',
  },
  longitude: {
    min: -180,
    max: 180,
    problem: '<LongitudeDegrees> %s is not a longitude between -180 and 180',
  },
  heartRate: HEART_RATE,
  speed: { min: 0, max: 100, problem: '<Speed> %s is not a speed between 0 and 100 m/s' },
  distance: {
    min: 0,
    max: 10_000_000,
    problem: '<DistanceMeters> %s is not a distance between 0 and 10,000 km',
  },
};

/**
 * Turns the scanner's elements into activities: one per <Activity> (a
 * multisport session's too), the <Trackpoint>s of all its laps in order.
 * Every point needs a <Time>; a point without <Position> (before the first
 * fix, indoors) is kept with NaN coordinates so its heart rate survives. An
 * activity without any position is left out. Courses are ignored: their
 * points are a plan, not a recording.
 */
export class TcxReader extends XmlTrackReader<TcxActivityColumns, Captured> {
  /** Whether an activity had track points but no position at all (indoors). */
  sawActivityWithoutPositions = false;
  private activity: TcxActivityColumns | undefined;
  private activityDepth = 0;
  private activityElements = 0;

  constructor() {
    super({
      name: 'TCX',
      root: 'TrainingCenterDatabase',
      point: 'Trackpoint',
      time: 'Time',
      tracks: 'activities with positions',
    });
  }

  protected opened(tag: XmlTag, parent: string | undefined): void {
    const name = tag.localName;
    if (this.inPoint) {
      const value = POINT_VALUES.get(name);
      if (value !== undefined && value.parent === parent) this.capture(value.value, tag);
    } else if (this.activity !== undefined) {
      if (name === 'Trackpoint' && parent === 'Track') {
        this.point.reset(tag.line);
        this.inPoint = true;
      } else if (name === 'UnitId' && parent === 'Creator') {
        this.capture('unitId', tag);
      } else if (parent === 'Version' && this.path.at(-3) === 'Creator') {
        if (name === 'VersionMajor') this.capture('versionMajor', tag);
        else if (name === 'VersionMinor') this.capture('versionMinor', tag);
      }
    } else if (name === 'Activity' && this.path[1] === 'Activities') {
      this.activity = new TcxActivityColumns(++this.activityElements);
      this.activityDepth = this.path.length;
    }
  }

  protected closed(name: string, depth: number, line: number): void {
    const activity = this.activity;
    if (activity === undefined) return;
    if (name === 'Trackpoint' && this.inPoint) {
      this.inPoint = false;
      this.endPoint(activity);
    } else if (depth === this.activityDepth) {
      this.activity = undefined;
      if (activity.length === 0) return;
      if (activity.positions === 0) this.sawActivityWithoutPositions = true;
      else this.keepTrack(activity, line);
    }
  }

  protected readText(what: Captured, bytes: Uint8Array, line: number): void {
    const point = this.point;
    if (what === 'unitId' || what === 'versionMajor' || what === 'versionMinor') {
      this.readCreator(what, bytes);
    } else if (what === 'time') point.timeMs = this.dateTime(bytes, line);
    else {
      const value = this.number(bytes, line, NUMBERS[what]);
      if (what === 'latitude') point.latitudeDeg = value;
      else if (what === 'longitude') point.longitudeDeg = value;
      else if (what === 'heartRate') point.heartRateBpm = value;
      else if (what === 'speed') point.speedMps = value;
      else point.distanceM = value;
    }
  }

  private endPoint(activity: TcxActivityColumns): void {
    const point = this.point;
    if (Number.isNaN(point.latitudeDeg) !== Number.isNaN(point.longitudeDeg)) {
      throw new ImportError('<Position> needs both <LatitudeDegrees> and <LongitudeDegrees>', {
        line: point.line,
      });
    }
    this.addPoint(activity);
    activity.distanceM.push(point.distanceM);
    if (!Number.isNaN(point.latitudeDeg)) activity.positions++;
    if (!Number.isNaN(point.speedMps)) activity.speeds++;
  }

  /** The device's texts: printable and short, the serial becomes the track's id. */
  private readCreator(what: 'unitId' | 'versionMajor' | 'versionMinor', bytes: Uint8Array): void {
    const activity = this.activity;
    if (activity === undefined) return;
    const text = printableText(decodeXmlText(bytes).trim(), MAX_TRACK_ID_CHARS).trim();
    // Some applications write UnitId 0 for "no device": no serial to match athletes by.
    if (what === 'unitId') activity.unitId = text === '' || /^0+$/.test(text) ? undefined : text;
    else if (what === 'versionMajor') activity.versionMajor = text;
    else activity.versionMinor = text;
  }
}
