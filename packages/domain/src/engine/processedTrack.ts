import type { ImuSamples } from '../tracks/track.js';

/**
 * A cleaned track with filtered speed (METRICS.md "Cleaning and speed"),
 * column by column. Sorted by time, without duplicate timestamps. Every
 * metric of a window is a sum over samples of value x clipped sample weight.
 */
export interface ProcessedTrack {
  id: string;
  timeMs: Float64Array;
  /** Local metres (GPS: equirectangular around the centroid), or pitch coordinates when `coordinates` is 'pitch'. */
  xM: Float64Array;
  yM: Float64Array;
  coordinates: 'local' | 'pitch';
  /** Filtered speed (step 3): what every speed metric uses. */
  speedMps: Float32Array;
  /** Unsmoothed speed after outlier removal (step 2), for rawMaxSpeedKph. */
  rawSpeedMps: Float32Array;
  /** d(speed)/dt of the filtered speed, within a run. */
  accelerationMps2: Float32Array;
  /**
   * Seconds each sample accounts for: the interval to the next sample of its
   * run, 0 for a run's last sample, so nothing is ever counted across a gap.
   */
  weightS: Float64Array;
  /** Run r is samples [runBounds[r], runBounds[r + 1]); length = runs + 1. */
  runBounds: Uint32Array;
  /** 1 where the sample is on the pitch (boundary plus margin); only when a pitch was given. */
  onPitch?: Uint8Array;
  imu?: ImuSamples;
  heartRateBpm?: Float32Array;
  /** Catapult's accumulated Player Load, in the samples' order (see Track). */
  playerLoad?: Float64Array;
  /** Median interval between consecutive samples, in seconds (0 with fewer than two samples). */
  medianIntervalS: number;
  /** Savitzky-Golay window actually used, in samples. */
  smoothingWindowSamples: number;
}
