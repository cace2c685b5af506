/** The date formats a report offers (docs/product/reporting.md §2); the first is the default. */
export const REPORT_DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type ReportDateFormat = (typeof REPORT_DATE_FORMATS)[number];

export const DEFAULT_REPORT_TITLE = 'Custom Report';
/** The default range: the last 7 days (docs/product/reporting.md §5, §9). */
export const DEFAULT_RANGE_DAYS = 7;

/** What the 'Create Report Data' / 'Update Report Data' panel edits. Dates are yyyy-MM-dd. */
export interface ReportDataValues {
  title: string;
  dateFormat: ReportDateFormat;
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A new report's values: 'Custom Report', 7 days ago to today, both in UTC (docs/product/reporting.md §5). */
export function newReportValues(nowMs: number = Date.now()): ReportDataValues {
  return {
    title: DEFAULT_REPORT_TITLE,
    dateFormat: 'MM/DD/YYYY',
    startDate: isoDay(nowMs - DEFAULT_RANGE_DAYS * DAY_MS),
    endDate: isoDay(nowMs),
  };
}

export function asReportDateFormat(value: string): ReportDateFormat {
  return value === 'DD/MM/YYYY' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/**
 * docs/product/reporting.md §4: the button is active when the report is new, or when its title, start date
 * or end date differ from the stored ones (the date format alone does not count).
 */
export function reportDataChanged(
  values: ReportDataValues,
  stored: ReportDataValues | null,
): boolean {
  if (stored === null) return true;
  return (
    values.title !== stored.title ||
    values.startDate !== stored.startDate ||
    values.endDate !== stored.endDate
  );
}

export type ReportDataField = 'title' | 'startDate' | 'endDate';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What keeps the values from being sent, per field; empty when they may be sent. */
export function reportDataProblems(
  values: ReportDataValues,
): Partial<Record<ReportDataField, string>> {
  const problems: Partial<Record<ReportDataField, string>> = {};
  if (values.title.trim() === '') problems.title = 'Report Name is required.';
  if (!ISO_DAY.test(values.startDate)) problems.startDate = 'Start Date is not a valid date.';
  if (!ISO_DAY.test(values.endDate)) problems.endDate = 'End Date is not a valid date.';
  else if (!problems.startDate && values.startDate > values.endDate) {
    problems.endDate = 'End Date must be on or after Start Date.';
  }
  return problems;
}
