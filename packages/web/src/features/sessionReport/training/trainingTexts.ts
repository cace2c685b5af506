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
  noDrills:
    "No drills yet: mark the session's drills as segments to compare them with match peaks.",
  drillIntensityNote:
    "Each athlete's rate in the drill against their best match peak of the last 12 months, for the longest peak window (1, 2, 3, 5 or 10 min) not longer than their time in the drill.",
} as const;
