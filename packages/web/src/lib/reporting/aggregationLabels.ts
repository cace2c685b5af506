import type { Aggregation, TimeFrame } from '@touchline/domain';

/** The Aggregation menu's words for docs/product/reporting.md §9's aggregations. */
export const AGGREGATION_LABELS: Record<Aggregation, string> = {
  sum: 'Sum',
  max: 'Maximum',
  avg: 'Average',
  avgByAthlete: 'Average per athlete',
  avgBySession: 'Average per session',
  avgByParticipation: 'Average per participation',
};

export const TIME_FRAME_LABELS: Record<TimeFrame, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
