/**
 * Where two columns of numbers first differ, or -1 when they hold the same
 * values: one assertion for a whole track, where `toEqual` on a typed array
 * (or an expect() per value) costs seconds. Values are the same under
 * Object.is (NaN is NaN), or within `tolerance` when one is given; a column
 * longer than the other differs at the shorter one's length.
 */
export function firstDifference(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  tolerance = 0,
): number {
  const length = Math.min(actual.length, expected.length);
  for (let i = 0; i < length; i++) {
    const a = actual[i] as number;
    const b = expected[i] as number;
    if (tolerance > 0 ? !(Math.abs(a - b) < tolerance) : !Object.is(a, b)) return i;
  }
  return actual.length === expected.length ? -1 : length;
}
