import { printableExcerpt } from '../../text/printableExcerpt.js';
import type { PositionTrack, TrackMetadata } from '../../tracks/track.js';
import type { InputLocation } from '../importError.js';
import { float32Column, float64Column, type ColumnBuilder } from '../text/columnBuilder.js';
import { TrackSpan } from '../TrackSpan.js';

export interface TagColumnsOptions {
  /** The track's metadata; a positions file's by default. */
  metadata?: TrackMetadata;
  /** What the file calls one of its tracks, for messages ("tag '7'", "player 'P12'"); 'tag' by default. */
  noun?: string;
  /** Keep speeds (m/s) and heart rates given with the samples; NaN marks a sample without. */
  speed?: boolean;
  heartRate?: boolean;
}

/**
 * One tag's (player's, athlete's) samples of a file of many as they are
 * read, within the caps of TrackSpan: time and two coordinates, and speed
 * and heart rate when the file has them.
 */
export class TagColumns {
  readonly span: TrackSpan;
  private readonly timeMs = float64Column();
  private readonly xM = float64Column();
  private readonly yM = float64Column();
  private readonly speedMps: ColumnBuilder<Float32Array> | undefined;
  private readonly heartRateBpm: ColumnBuilder<Float32Array> | undefined;
  private readonly metadata: TrackMetadata;

  constructor(
    readonly id: string,
    { metadata = { format: 'positions' }, noun = 'tag', speed, heartRate }: TagColumnsOptions = {},
  ) {
    this.span = new TrackSpan({ label: `${noun} '${printableExcerpt(id)}'`, noun: `the ${noun}` });
    this.metadata = metadata;
    if (speed === true) this.speedMps = float32Column();
    if (heartRate === true) this.heartRateBpm = float32Column();
  }

  add(
    timeMs: number,
    xM: number,
    yM: number,
    location: InputLocation,
    speedMps = NaN,
    heartRateBpm = NaN,
  ): void {
    this.span.add(timeMs, location);
    this.timeMs.push(timeMs);
    this.xM.push(xM);
    this.yM.push(yM);
    this.speedMps?.push(speedMps);
    this.heartRateBpm?.push(heartRateBpm);
  }

  /** The tag's track (the columns are spent afterwards); a speed or heart rate column no sample has is left out. */
  finish(): PositionTrack {
    const track: PositionTrack = {
      kind: 'positions',
      id: this.id,
      timeMs: this.timeMs.finish(),
      xM: this.xM.finish(),
      yM: this.yM.finish(),
      metadata: this.metadata,
    };
    if (this.speedMps?.hasValues() === true) track.speedMps = this.speedMps.finish();
    if (this.heartRateBpm?.hasValues() === true) track.heartRateBpm = this.heartRateBpm.finish();
    return track;
  }
}
