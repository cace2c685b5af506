import { SURVEY_EXPORT_MAX_DAYS, SURVEY_EXPORT_MESSAGES } from './surveyTypes.js';

const DAY_MS = 86_400_000;

/**
 * What stops a Survey Export (docs/product/reporting.md §5), the first rule broken, in the
 * page's and the server's words; null when it may be downloaded: a survey
 * chosen, the start on or before the end, at most 31 days between them.
 */
export function surveyExportIssue(
  surveyId: string | null | undefined,
  startsAt: Date,
  endsAt: Date,
): string | null {
  if (!surveyId) return SURVEY_EXPORT_MESSAGES.surveyRequired;
  if (startsAt.getTime() > endsAt.getTime()) return SURVEY_EXPORT_MESSAGES.startAfterEnd;
  if (endsAt.getTime() - startsAt.getTime() > SURVEY_EXPORT_MAX_DAYS * DAY_MS)
    return SURVEY_EXPORT_MESSAGES.rangeTooLong;
  return null;
}
