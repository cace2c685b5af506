/**
 * A session's value as a whole percentage of the athlete's match average
 * (docs/product/shell-and-sessions.md §2.7, 'of match'): did the training
 * reach match volume? None without a match average above 0.
 */
export function percentOfMatchAverage(value: number, matchAverage: number | null | undefined) {
  return matchAverage != null && matchAverage > 0 ? Math.round((value / matchAverage) * 100) : null;
}
