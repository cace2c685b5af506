/**
 * Replaces values whose `valid` flag is 0 in [start, end) by linear
 * interpolation in time between the nearest valid neighbours; before the
 * first (after the last) valid value the nearest one is held. With no valid
 * value at all the stretch becomes 0.
 */
export function interpolateInvalid(
  values: Float64Array,
  valid: Uint8Array,
  timeMs: Float64Array,
  start: number,
  end: number,
): void {
  let previous = -1;
  let i = start;
  while (i < end) {
    if (valid[i] === 1) {
      previous = i;
      i++;
      continue;
    }
    let next = i + 1;
    while (next < end && valid[next] !== 1) next++;
    for (let k = i; k < next; k++) {
      if (previous < 0 && next >= end) values[k] = 0;
      else if (previous < 0) values[k] = values[next] as number;
      else if (next >= end) values[k] = values[previous] as number;
      else {
        const t0 = timeMs[previous] as number;
        const f = ((timeMs[k] as number) - t0) / ((timeMs[next] as number) - t0);
        values[k] = (values[previous] as number) * (1 - f) + (values[next] as number) * f;
      }
    }
    i = next;
  }
}
