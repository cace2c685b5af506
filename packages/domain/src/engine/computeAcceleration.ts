/**
 * d(speed)/dt of the filtered speed within each run: central differences,
 * one-sided at a run's ends, 0 for a run of one sample.
 */
export function computeAcceleration(
  timeMs: Float64Array,
  speedMps: Float32Array,
  runBounds: Uint32Array,
): Float32Array {
  const acceleration = new Float32Array(timeMs.length);
  const runs = runBounds.length - 1;
  for (let r = 0; r < runs; r++) {
    const start = runBounds[r] as number;
    const last = (runBounds[r + 1] as number) - 1;
    if (last <= start) continue;
    acceleration[start] = slope(timeMs, speedMps, start, start + 1);
    centralDifferences(timeMs, speedMps, start, last, acceleration);
    acceleration[last] = slope(timeMs, speedMps, last - 1, last);
  }
  return acceleration;
}

/**
 * Samples (start, last) of one run. A function of its own, not a loop in the
 * loop over runs: V8 compiles a running loop soonest when it is the outermost.
 */
function centralDifferences(
  timeMs: Float64Array,
  speedMps: Float32Array,
  start: number,
  last: number,
  acceleration: Float32Array,
): void {
  for (let i = start + 1; i < last; i++) acceleration[i] = slope(timeMs, speedMps, i - 1, i + 1);
}

function slope(timeMs: Float64Array, speedMps: Float32Array, a: number, b: number): number {
  const dtS = ((timeMs[b] as number) - (timeMs[a] as number)) / 1000;
  return ((speedMps[b] as number) - (speedMps[a] as number)) / dtS;
}
