import { SURVEY_EXPORT_MESSAGES, surveyExportIssue } from '@touchline/domain';
import { isValid, set, startOfDay, subDays } from 'date-fns';

/** The default range: the last 7 days, as other reporting pages start (docs/product/reporting.md §9). */
export const DEFAULT_EXPORT_DAYS = 7;

/** One end of the range as its two pickers hold it; either may be empty or half typed. */
export interface RangeEnd {
  date: Date | null;
  time: Date | null;
}

/** What the Survey Exports form edits. */
export interface SurveyExportValues {
  surveyId: string;
  start: RangeEnd;
  end: RangeEnd;
}

/** No survey, from 00:00 seven days ago to 23:59 today (local time). */
export function defaultSurveyExportValues(now: Date = new Date()): SurveyExportValues {
  const first = startOfDay(subDays(now, DEFAULT_EXPORT_DAYS));
  const last = set(startOfDay(now), { hours: 23, minutes: 59 });
  return {
    surveyId: '',
    start: { date: first, time: first },
    end: { date: last, time: last },
  };
}

const usable = (value: Date | null): value is Date => value !== null && isValid(value);

/**
 * The instant one end stands for: the date picker's day at the time picker's hour and
 * minute. The two are kept apart, so picking another day never resets the time.
 */
export function mergeDateAndTime({ date, time }: RangeEnd): Date | null {
  if (!usable(date) || !usable(time)) return null;
  return set(date, {
    hours: time.getHours(),
    minutes: time.getMinutes(),
    seconds: 0,
    milliseconds: 0,
  });
}

export type SurveyExportCheck =
  { ok: true; surveyId: string; startsAt: Date; endsAt: Date } | { ok: false; message: string };

/** Incomplete dates or times are not among docs/product/reporting.md's messages: these say what is missing. */
export const INCOMPLETE_RANGE_MESSAGES = {
  start: 'Please enter a valid start date and time.',
  end: 'Please enter a valid end date and time.',
} as const;

/**
 * docs/product/reporting.md §5, in its order and the server's words (the domain's rules): a survey, start
 * on or before end, at most 31 days between the two instants. Ends not yet complete
 * are caught between the first rule and the others.
 */
export function checkSurveyExport(values: SurveyExportValues): SurveyExportCheck {
  if (values.surveyId === '') return { ok: false, message: SURVEY_EXPORT_MESSAGES.surveyRequired };
  const startsAt = mergeDateAndTime(values.start);
  if (!startsAt) return { ok: false, message: INCOMPLETE_RANGE_MESSAGES.start };
  const endsAt = mergeDateAndTime(values.end);
  if (!endsAt) return { ok: false, message: INCOMPLETE_RANGE_MESSAGES.end };
  const issue = surveyExportIssue(values.surveyId, startsAt, endsAt);
  return issue
    ? { ok: false, message: issue }
    : { ok: true, surveyId: values.surveyId, startsAt, endsAt };
}

/** The export's address (docs/product/reporting.md §7), the range as ISO instants. */
export function surveyAnswersCsvUrl(surveyId: string, startsAt: Date, endsAt: Date): string {
  const query = new URLSearchParams({
    start_date: startsAt.toISOString(),
    end_date: endsAt.toISOString(),
  });
  return `/api/export/surveys/${encodeURIComponent(surveyId)}/answers.csv?${query.toString()}`;
}
