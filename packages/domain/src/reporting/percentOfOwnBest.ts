/**
 * Each value as a percentage of its athlete's best (largest) value, per row:
 * `values` (NaN = missing) and `athletes` (a code per row) are columns of
 * the same rows; only rows with `eligible[r]` count towards the best and get
 * a percentage. A missing value, or an athlete whose best is not above zero,
 * gives NaN (no percentage of nothing).
 */
export function percentOfOwnBest(
  values: Float64Array,
  athletes: Int32Array,
  eligible: Uint8Array,
): Float64Array {
  const best = new Map<number, number>();
  for (let r = 0; r < values.length; r++) {
    const value = values[r]!;
    if (!eligible[r] || Number.isNaN(value)) continue;
    const athlete = athletes[r]!;
    const known = best.get(athlete);
    if (known === undefined || value > known) best.set(athlete, value);
  }
  const percents = new Float64Array(values.length).fill(NaN);
  for (let r = 0; r < values.length; r++) {
    const value = values[r]!;
    if (!eligible[r] || Number.isNaN(value)) continue;
    const athleteBest = best.get(athletes[r]!)!;
    if (athleteBest > 0) percents[r] = (value / athleteBest) * 100;
  }
  return percents;
}
