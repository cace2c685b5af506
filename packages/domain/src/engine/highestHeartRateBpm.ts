import { plausibleHeartRate } from './plausibleHeartRate.js';

/** The highest plausible heart rate of a track, bpm; null without one. */
export function highestHeartRateBpm(heartRateBpm: Float32Array | undefined): number | null {
  let highest: number | null = null;
  if (!heartRateBpm) return highest;
  for (const bpm of heartRateBpm) {
    if (plausibleHeartRate(bpm) && (highest === null || bpm > highest)) highest = bpm;
  }
  return highest;
}
