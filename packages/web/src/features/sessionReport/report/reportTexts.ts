/** Texts both session reports show (spec 01 §8, spec 03 §2.4). */
export const REPORT_TEXTS = {
  noData: 'No data for this session',
  missingData: 'Not all athletes who participated have data',
} as const;
