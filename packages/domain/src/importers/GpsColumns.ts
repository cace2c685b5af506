import type { GpsTrack, TrackMetadata } from '../tracks/track.js';
import type { InputLocation } from './importError.js';
import { float32Column, float64Column } from './text/columnBuilder.js';
import type { TrackSpan } from './TrackSpan.js';

/**
 * One GPS track's columns as an importer reads them sample by sample, its
 * span checked at every sample. NaN marks a missing value; a column without
 * any value is left out of the track.
 */
export class GpsColumns {
  readonly timeMs = float64Column();
  readonly latitudeDeg = float64Column();
  readonly longitudeDeg = float64Column();
  readonly speedMps = float32Column();
  readonly heartRateBpm = float32Column();

  constructor(readonly span: TrackSpan) {}

  get length(): number {
    return this.timeMs.length;
  }

  add(
    timeMs: number,
    latitudeDeg: number,
    longitudeDeg: number,
    speedMps: number,
    heartRateBpm: number,
    location: InputLocation,
  ): void {
    this.span.add(timeMs, location);
    this.timeMs.push(timeMs);
    this.latitudeDeg.push(latitudeDeg);
    this.longitudeDeg.push(longitudeDeg);
    this.speedMps.push(speedMps);
    this.heartRateBpm.push(heartRateBpm);
  }

  /** The track (the columns are spent afterwards). */
  toTrack(id: string, metadata: TrackMetadata): GpsTrack {
    const track: GpsTrack = {
      kind: 'gps',
      id,
      timeMs: this.timeMs.finish(),
      latitudeDeg: this.latitudeDeg.finish(),
      longitudeDeg: this.longitudeDeg.finish(),
      metadata,
    };
    if (this.speedMps.hasValues()) track.speedMps = this.speedMps.finish();
    if (this.heartRateBpm.hasValues()) track.heartRateBpm = this.heartRateBpm.finish();
    return track;
  }
}
