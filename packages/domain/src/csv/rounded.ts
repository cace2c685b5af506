/** A value to a number of decimals, as a spreadsheet should show it (no 0.30000000000000004). */
export function rounded(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
