/**
 * One athlete's (or tag's) samples from one file, column by column. Columns
 * are typed arrays of equal length; optional measurements use NaN where a
 * sample has none. Importers produce tracks; the engine never mutates them.
 */
interface TrackBase {
  /** The athlete or tag the samples belong to: a tag id, a device serial, or a file name. */
  id: string;
  /** Milliseconds since the Unix epoch. Not necessarily sorted or unique. */
  timeMs: Float64Array;
  /** Device (Doppler) speed in m/s, when the device reports it. */
  speedMps?: Float32Array;
  /** Heart rate in beats per minute. */
  heartRateBpm?: Float32Array;
  /** Catapult's Player Load as the export gives it: accumulated from its start, arbitrary units. */
  playerLoad?: Float64Array;
  /** Accelerometer samples at their own (usually higher) rate. */
  imu?: ImuSamples;
  metadata: TrackMetadata;
}

/** Latitude and longitude in degrees (WGS84). */
export interface GpsTrack extends TrackBase {
  kind: 'gps';
  latitudeDeg: Float64Array;
  longitudeDeg: Float64Array;
  hdop?: Float32Array;
  satellites?: Float32Array;
}

/** x and y in metres on the pitch, from local-positioning or optical systems. */
export interface PositionTrack extends TrackBase {
  kind: 'positions';
  xM: Float64Array;
  yM: Float64Array;
}

export type Track = GpsTrack | PositionTrack;

export interface ImuSamples {
  timeMs: Float64Array;
  axG: Float32Array;
  ayG: Float32Array;
  azG: Float32Array;
}

export type TrackFormat =
  'edge' | 'gpx' | 'fit' | 'tcx' | 'positions' | 'catapult' | 'kinexon' | 'epts' | 'mapped';

export interface TrackMetadata {
  format: TrackFormat;
  deviceSerial?: string;
  /** The athlete's name as the file writes it (Catapult's '# Athlete', Kinexon's 'full name', EPTS's player). */
  athleteName?: string;
  /** The shirt number as the file writes it (Kinexon's 'number', EPTS's player). */
  shirtNumber?: string;
  firmware?: string;
  sampleRateHz?: number;
}

export function sampleCount(track: Track): number {
  return track.timeMs.length;
}
