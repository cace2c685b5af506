import { datasetYearsIssue, inDatasetYears } from '@touchline/domain';
import type { FlexibleReportAttributes } from '../../generated/graphql.js';
import type { InputIssue } from '../../errors/mutationOutcome.js';

export const MAX_REPORT_TITLE_LENGTH = 200;
export const REPORT_DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export const DEFAULT_REPORT_DATE_FORMAT = 'MM/DD/YYYY';

/** A report's own fields, checked. */
export interface ReportFields {
  title: string;
  startDate: string;
  endDate: string;
  dateFormat: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written yyyy-MM-dd (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The same day a year later (29 February: 28 February). */
function aYearAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year + 1, month - 1, day));
  if (later.getUTCMonth() !== month - 1) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/**
 * The report's fields after `attributes` (over `current`, the stored ones,
 * when updating: only the fields given change), or the rules they break
 * (paths under `attributes`): a title, dates written yyyy-MM-dd, the start
 * on or before the end and at most a year apart, one of the two date formats.
 */
export function resolveReportFields(
  attributes: FlexibleReportAttributes,
  current: ReportFields | null,
): { fields: ReportFields; issues: [] } | { fields: null; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const issue = (field: string, message: string) =>
    issues.push({ path: ['attributes', field], message });

  let title = current?.title ?? '';
  if (attributes.title !== undefined || !current) {
    const given = attributes.title?.trim() ?? '';
    if (given === '') issue('title', "Report name can't be blank.");
    else if (given.length > MAX_REPORT_TITLE_LENGTH)
      issue('title', `Report name is too long (at most ${MAX_REPORT_TITLE_LENGTH} characters).`);
    else title = given;
  }

  const date = (field: 'startDate' | 'endDate', label: string, stored?: string) => {
    const value = attributes[field];
    if (value === undefined && stored !== undefined) return stored;
    if (blank(value)) {
      issue(field, `${label} can't be blank.`);
      return null;
    }
    // The years first: Date reads year 0 as 1900, so it cannot judge that day.
    if (/^\d{4}-/.test(value!.trim()) && !inDatasetYears(value!.trim())) {
      issue(field, `${datasetYearsIssue(label)}.`);
      return null;
    }
    if (!isCalendarDate(value!.trim())) {
      issue(field, `${label} must be a date written yyyy-MM-dd, such as 2026-03-31.`);
      return null;
    }
    return value!.trim();
  };
  const startDate = date('startDate', 'Start date', current?.startDate);
  const endDate = date('endDate', 'End date', current?.endDate);
  if (startDate && endDate) {
    if (startDate > endDate) issue('endDate', 'End date must be on or after the start date.');
    else if (endDate > aYearAfter(startDate))
      issue(
        'endDate',
        'The date range can be at most one year: choose a later start date or an earlier end date.',
      );
  }

  let dateFormat = current?.dateFormat ?? DEFAULT_REPORT_DATE_FORMAT;
  if (attributes.dateFormat != null) {
    if ((REPORT_DATE_FORMATS as readonly string[]).includes(attributes.dateFormat))
      dateFormat = attributes.dateFormat;
    else issue('dateFormat', `Date format must be ${REPORT_DATE_FORMATS.join(' or ')}.`);
  }

  if (issues.length > 0 || !startDate || !endDate) return { fields: null, issues };
  return { fields: { title, startDate, endDate, dateFormat }, issues: [] };
}
