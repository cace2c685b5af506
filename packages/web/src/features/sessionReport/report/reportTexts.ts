/** Texts both session reports show (docs/product/shell-and-sessions.md §8, docs/product/dashboard-and-segments.md §2.4). */
export const REPORT_TEXTS = {
  noData: 'No data for this session',
  missingData: 'Not all athletes who participated have data',
} as const;
