/**
 * Indices of the samples to keep, in time order: samples without a finite
 * time or position are dropped, and of samples sharing a timestamp the first
 * one in the file is kept (METRICS.md step 1). Undefined when that is every
 * sample in file order, as a tracker writes them: the caller then copies the
 * columns whole instead of gathering them sample by sample.
 */
export function sortedSampleOrder(
  timeMs: Float64Array,
  a: Float64Array,
  b: Float64Array,
): Uint32Array | undefined {
  return everySampleInOrder(timeMs, a, b) ? undefined : keptSamples(timeMs, a, b);
}

/** Finite times, strictly increasing, each with a finite position. */
function everySampleInOrder(timeMs: Float64Array, a: Float64Array, b: Float64Array): boolean {
  let last = -Infinity;
  for (let i = 0; i < timeMs.length; i++) {
    const t = timeMs[i] as number;
    if (!(t > last && t < Infinity && Number.isFinite(a[i]) && Number.isFinite(b[i]))) {
      return false;
    }
    last = t;
  }
  return true;
}

function keptSamples(timeMs: Float64Array, a: Float64Array, b: Float64Array): Uint32Array {
  const n = timeMs.length;
  let sorted = true;
  for (let i = 1; i < n; i++) {
    if (!((timeMs[i] as number) >= (timeMs[i - 1] as number))) {
      sorted = false;
      break;
    }
  }
  let candidates = new Uint32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (Number.isFinite(timeMs[i]) && Number.isFinite(a[i]) && Number.isFinite(b[i])) {
      candidates[count++] = i;
    }
  }
  candidates = candidates.subarray(0, count);
  // Ties broken by file position, so the first of a duplicate pair survives.
  if (!sorted) candidates.sort((i, j) => (timeMs[i] as number) - (timeMs[j] as number) || i - j);
  const order = new Uint32Array(count);
  let kept = 0;
  let lastTime = -Infinity;
  for (let k = 0; k < count; k++) {
    const i = candidates[k] as number;
    const t = timeMs[i] as number;
    if (t > lastTime) {
      order[kept++] = i;
      lastTime = t;
    }
  }
  return order.subarray(0, kept);
}
