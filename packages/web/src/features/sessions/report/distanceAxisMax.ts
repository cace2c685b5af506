/** Distance chart y-axis maximum (spec 01 §9): the largest value rounded to the nearest 100, plus 100. */
export function distanceAxisMax(values: readonly number[]): number {
  const largest = values.reduce((max, value) => Math.max(max, value), 0);
  return Math.round(largest / 100) * 100 + 100;
}
