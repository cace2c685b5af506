import fc from 'fast-check';

/**
 * Sample times of a test file: a start between 2020 and 2030 and steps of 0
 * to 2 s, often 0, so that tracks of one time or one sample occur as well as
 * ordinary ones.
 */
export function sampleTimes(maxLength: number): fc.Arbitrary<number[]> {
  return fc
    .tuple(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
      fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2000 })), { maxLength }),
    )
    .map(([startMs, steps]) => {
      let timeMs = startMs;
      return steps.map((step) => (timeMs += step));
    });
}
