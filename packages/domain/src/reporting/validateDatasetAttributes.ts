import { DATASET_MAX_RANGE_YEARS } from './datasetTemplates.js';

export const MAX_DATASET_TITLE_LENGTH = 200;

/**
 * The texts a dataset's fields fail with (docs/product/dataset-templates.md §7), shown as the
 * server's fullMessages.
 */
export const DATASET_TITLE_BLANK = "Dataset Title can't be blank";
export const DATASET_TITLE_TOO_LONG = `Dataset Title is too long (at most ${MAX_DATASET_TITLE_LENGTH} characters)`;
export const DATASET_START_DATE_INVALID = 'Start Date is not a valid date';
export const DATASET_END_DATE_INVALID = 'End Date is not a valid date';
export const DATASET_END_BEFORE_START = 'End Date must be on or after Start Date';
export const DATASET_RANGE_TOO_LONG = 'The date range can be at most one year';

/**
 * The years a dataset's days may fall in: the era of trackers, with room. A
 * range in year 0 or 9999 could never be generated (its weeks and zones run
 * off the calendar), so it is refused up front.
 */
export const DATASET_YEARS = { first: 1990, last: 2099 } as const;

/** Whether a 'yyyy-MM-dd' day (already a real day) falls in DATASET_YEARS. */
export const inDatasetYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= DATASET_YEARS.first && year <= DATASET_YEARS.last;
};

/** `label` must be in the years DATASET_YEARS. */
export const datasetYearsIssue = (label: string) =>
  `${label} must be in the years ${DATASET_YEARS.first} to ${DATASET_YEARS.last}`;

export interface DatasetAttributeIssue {
  path: string[];
  message: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
type Day = [year: number, month: number, day: number];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A 'yyyy-MM-dd' text as its day, or null if no such day exists (2026-02-30). */
function calendarDay(value: string): Day | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as Day;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? [year, month, day]
    : null;
}

/** A day as a number that orders as days do: 2026-03-31 is 20260331. */
const dayKey = ([year, month, day]: Day) => year * 10_000 + month * 100 + day;

/** The same day `years` later (29 February: 28 February). */
const yearsAfter = ([year, month, day]: Day, years: number): Day => [
  year + years,
  month,
  Math.min(day, daysInMonth(year + years, month)),
];

/**
 * What is wrong with a dataset's title and range (empty: nothing): a title
 * (trimmed: store it trimmed) of at most MAX_DATASET_TITLE_LENGTH
 * characters; real days written exactly yyyy-MM-dd (no spaces: they are
 * stored as given); the start on or before the end; the end at most one
 * calendar year after the start. Paths are the attribute names.
 */
export function validateDatasetAttributes(input: {
  title: string;
  startDate: string;
  endDate: string;
}): DatasetAttributeIssue[] {
  const issues: DatasetAttributeIssue[] = [];
  const title = input.title.trim();
  if (title === '') issues.push({ path: ['title'], message: DATASET_TITLE_BLANK });
  else if (title.length > MAX_DATASET_TITLE_LENGTH)
    issues.push({ path: ['title'], message: DATASET_TITLE_TOO_LONG });

  const start = calendarDay(input.startDate);
  const end = calendarDay(input.endDate);
  if (!start) issues.push({ path: ['startDate'], message: DATASET_START_DATE_INVALID });
  else if (!inDatasetYears(input.startDate))
    issues.push({ path: ['startDate'], message: datasetYearsIssue('Start Date') });
  if (!end) issues.push({ path: ['endDate'], message: DATASET_END_DATE_INVALID });
  else if (!inDatasetYears(input.endDate))
    issues.push({ path: ['endDate'], message: datasetYearsIssue('End Date') });
  if (start && end && inDatasetYears(input.startDate) && inDatasetYears(input.endDate)) {
    if (dayKey(start) > dayKey(end))
      issues.push({ path: ['endDate'], message: DATASET_END_BEFORE_START });
    else if (dayKey(end) > dayKey(yearsAfter(start, DATASET_MAX_RANGE_YEARS)))
      issues.push({ path: ['endDate'], message: DATASET_RANGE_TOO_LONG });
  }
  return issues;
}
