/** Faster than any athlete: a jump of the device's distance (a lap that restarts it), not a speed. */
const MAX_SPEED_MPS = 100;

/**
 * The device's speed from its cumulative distance: the distance from each
 * point to the next over the time between them, as the engine differences
 * positions (the interval's speed belongs to its first sample). NaN where
 * either point lacks a distance, time does not advance or the distance
 * falls or jumps; undefined when no point has a speed.
 */
export function speedsFromDistances(
  timeMs: Float64Array,
  distanceM: Float64Array,
): Float32Array | undefined {
  const n = timeMs.length;
  const speedMps = new Float32Array(n).fill(NaN);
  let any = false;
  for (let i = 0; i + 1 < n; i++) {
    const dtS = ((timeMs[i + 1] as number) - (timeMs[i] as number)) / 1000;
    const speed = ((distanceM[i + 1] as number) - (distanceM[i] as number)) / dtS;
    if (dtS > 0 && speed >= 0 && speed <= MAX_SPEED_MPS) {
      speedMps[i] = speed;
      any = true;
    }
  }
  return any ? speedMps : undefined;
}
