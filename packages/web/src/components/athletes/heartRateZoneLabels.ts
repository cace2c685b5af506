/** The five heart-rate zones, as percentages of the athlete's maximum (docs/METRICS.md "Heart rate"). */
export const HEART_RATE_ZONE_LABELS = [
  'Zone 1 (50-60 %)',
  'Zone 2 (60-70 %)',
  'Zone 3 (70-80 %)',
  'Zone 4 (80-90 %)',
  'Zone 5 (90-100 %)',
] as const;
