import { REPORT_TEXTS } from '../report/reportTexts';

/** The training report's fixed texts (docs/product/shell-and-sessions.md §8, docs/product/dashboard-and-segments.md §2.4, §8). */
export const TRAINING_TEXTS = {
  notProcessed:
    "Not all of the match (or selected athletes') data has been processed yet please check back later.",
  missingData: REPORT_TEXTS.missingData,
  noData: REPORT_TEXTS.noData,
  notTraining: 'This type of session was not expected',
  segmentsIntro: 'Understand your training session by breaking them into smaller segments.',
  noSegments: 'No segments yet.',
} as const;
