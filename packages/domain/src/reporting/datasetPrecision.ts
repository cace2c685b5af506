/**
 * A dataset keeps metric numbers to hundredths (a centimetre, 0.01 km/h,
 * 0.01 %): finer than any chart, table or export shows, and about half the
 * bytes of full doubles in every answer that carries the table. The stored
 * metric sets keep full precision.
 */
export function toDatasetPrecision(value: number): number {
  return Math.round(value * 100) / 100;
}
