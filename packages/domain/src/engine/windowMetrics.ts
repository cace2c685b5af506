/** A value at the end of a time bucket (ms since epoch). */
export interface TimedValue {
  endTime: number;
  value: number;
}

/** Seconds spent in a 1 km/h speed bin that ends (exclusive) at endExclusive km/h. */
export interface SpeedBinValue {
  endExclusive: number;
  value: number;
}

/** Speed at 1 Hz from startTime (ms since epoch); NaN for seconds without data. */
export interface SampledSeries {
  startTime: number;
  intervalMs: number;
  values: Float32Array;
}

/** Time interval [startMs, endMs), ms since epoch. */
export interface TimeInterval {
  startMs: number;
  endMs: number;
}

export type MetricEventKind =
  'highIntensity' | 'sprint' | 'acceleration' | 'deceleration' | 'pitchEntry' | 'pitchExit';

/**
 * An effort, an acceleration, or a pitch entry/exit found in a window,
 * [startMs, endMs). Pitch entries and exits are instants: startMs = endMs =
 * the time of the first sample on (off) the pitch, and peak is 0.
 */
export interface MetricEvent {
  kind: MetricEventKind;
  startMs: number;
  endMs: number;
  /** Peak speed (km/h) for efforts, peak |acceleration| (m/s2) for accelerations. */
  peak: number;
}

/** The rolling-window lengths of peak demands, in minutes (METRICS.md "Peak demands"). */
export const PEAK_WINDOW_MINUTES = [1, 2, 3, 5, 10] as const;

/**
 * The most intense stretch of a window for one rolling-window length: the
 * largest distance, high-intensity distance and acceleration + deceleration
 * count any window of that length holds, each with the start (ms since
 * epoch) of its best window; starts are null without counted time.
 */
export interface PeakDemand {
  windowMinutes: number;
  distanceM: number;
  distanceStartMs: number | null;
  highIntensityDistanceM: number;
  highIntensityStartMs: number | null;
  accelerationsDecelerations: number;
  accelerationsDecelerationsStartMs: number | null;
}

/** Every metric of METRICS.md for one track over one window; field names as there. */
export interface WindowMetrics {
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
  highIntensityEvents: number;
  sprintEvents: number;
  accelerationEvents: number;
  decelerationEvents: number;
  maxSpeedKph: number;
  rawMaxSpeedKph: number;
  avgSpeedKph: number;
  metresPerMinute: number;
  /** Seconds with data in the window (and, for a match with a pitch, on the pitch). */
  activeSeconds: number;
  /** Six percentages of active time, summing to 100 (all zero without active time). */
  speedzoneProfileZone: [number, number, number, number, number, number];
  /** Seconds per 1 km/h bin [k, k + 1), from 0 up to the fastest bin with time; empty without data. */
  timeAtKph: SpeedBinValue[];
  /**
   * Mean speed per bucket (settings.timeBucketS), buckets aligned to the
   * window start; only buckets with active time are listed.
   */
  avgSpeedKphOverTime: TimedValue[];
  /**
   * Cumulative distance at the (nominal) end of each bucket, from the first to
   * the last bucket with active time; buckets without data in between repeat
   * the value before them.
   */
  distanceMOverTime: TimedValue[];
  /** Seconds aligned to the window start; from the first to the last second with data. */
  sampledSpeedKphOverTime: SampledSeries;
  /** Only with IMU data; null otherwise. */
  workload: number | null;
  /** Time-weighted mean heart rate, bpm; null without heart rate in the window. */
  avgHeartRateBpm: number | null;
  /** Highest heart rate, bpm; null without heart rate in the window. */
  maxHeartRateBpm: number | null;
  /**
   * Percentages of the time with heart rate in five zones of the athlete's
   * maximum heart rate (50-60, 60-70, 70-80, 80-90, from 90 %); null without heart rate.
   */
  heartRateZonePercentages: [number, number, number, number, number] | null;
  /** Heart rate at 1 Hz, seconds aligned as the speed's; null without heart rate in the window. */
  sampledHeartRateBpmOverTime: SampledSeries | null;
  /** Edwards' TRIMP: minutes in heart-rate zone k times k, summed; null without heart rate. */
  trimp: number | null;
  /** Metabolic energy over active time, W/kg (di Prampero; Osgnach); 0 without active time. */
  averageMetabolicPowerWPerKg: number;
  metabolicEnergyKjPerKg: number;
  /** Distance while the metabolic power is at least 25.5 W/kg. */
  highMetabolicLoadDistanceM: number;
  /** Catapult's Player Load over the window, from its exported column; null for other files. */
  playerLoad: number | null;
  /** One per PEAK_WINDOW_MINUTES length, in that order. */
  peakDemands: PeakDemand[];
  events: MetricEvent[];
}
