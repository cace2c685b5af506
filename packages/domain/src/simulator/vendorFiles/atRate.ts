import type { GpsTrack } from '../../tracks/track.js';

/**
 * The track as a device recording at `rateHz` would have written it: every
 * sample at least 1/rateHz after the last one kept. Watches and phones
 * record at 1 Hz where a vest records at 10.
 */
export function atRate(track: GpsTrack, rateHz: number): GpsTrack {
  const stepMs = 1000 / rateHz;
  const kept: number[] = [];
  let lastMs = -Infinity;
  track.timeMs.forEach((timeMs, i) => {
    // Half a millisecond of slack: 10 Hz times are not exact multiples.
    if (timeMs - lastMs >= stepMs - 0.5) {
      kept.push(i);
      lastMs = timeMs;
    }
  });
  const pick = <T extends Float64Array | Float32Array>(column: T): T =>
    column.constructor === Float64Array
      ? (Float64Array.from(kept, (i) => column[i]!) as T)
      : (Float32Array.from(kept, (i) => column[i]!) as T);
  return {
    ...track,
    timeMs: pick(track.timeMs),
    latitudeDeg: pick(track.latitudeDeg),
    longitudeDeg: pick(track.longitudeDeg),
    speedMps: track.speedMps && pick(track.speedMps),
    heartRateBpm: track.heartRateBpm && pick(track.heartRateBpm),
    hdop: track.hdop && pick(track.hdop),
    satellites: track.satellites && pick(track.satellites),
    imu: undefined,
    metadata: { ...track.metadata, sampleRateHz: rateHz },
  };
}

/** The value of an optional column at i, or undefined where there is none. */
export function valueAt(column: Float32Array | undefined, i: number): number | undefined {
  const value = column?.[i];
  return value === undefined || Number.isNaN(value) ? undefined : value;
}
