import { GpsColumns } from '../GpsColumns.js';
import { float64Column } from '../text/columnBuilder.js';
import { TrackSpan } from '../TrackSpan.js';

/** The columns of one <Activity>, the track points of all its laps in order. */
export class TcxActivityColumns extends GpsColumns {
  /** The device's distance since the start, per point (NaN without one). */
  readonly distanceM = float64Column();
  /** The Creator's UnitId: the device serial. */
  unitId: string | undefined;
  versionMajor: string | undefined;
  versionMinor: string | undefined;
  /** Points with a position, and with the speed extension. */
  positions = 0;
  speeds = 0;

  /** `number` counts the file's <Activity> elements from 1, for messages. */
  constructor(number: number) {
    super(new TrackSpan({ label: `<Activity> ${number}`, noun: 'the activity' }));
  }

  /** The Creator's software version ('5.30'), when it gives both numbers. */
  firmware(): string | undefined {
    const digits = /^\d{1,6}$/;
    const { versionMajor: major, versionMinor: minor } = this;
    return major !== undefined && minor !== undefined && digits.test(major) && digits.test(minor)
      ? `${major}.${minor}`
      : undefined;
  }
}
