import { describe, expect, it } from 'vitest';
import {
  newReportValues,
  reportDataChanged,
  reportDataProblems,
  type ReportDataValues,
} from './reportDataForm';

const stored: ReportDataValues = {
  title: 'Week 47',
  dateFormat: 'MM/DD/YYYY',
  startDate: '2026-11-16',
  endDate: '2026-11-22',
};

describe('a new report', () => {
  it("is 'Custom Report' over the last 7 days, in UTC", () => {
    // 23:30 on the 24th in UTC is already the 25th east of Greenwich: the days are UTC's.
    expect(newReportValues(Date.parse('2026-11-24T23:30:00Z'))).toEqual({
      title: 'Custom Report',
      dateFormat: 'MM/DD/YYYY',
      startDate: '2026-11-17',
      endDate: '2026-11-24',
    });
  });
});

describe('the dirty rule (docs/product/reporting.md §4)', () => {
  it('counts a new report as changed', () => {
    expect(reportDataChanged(newReportValues(), null)).toBe(true);
  });

  it('counts the stored values as unchanged', () => {
    expect(reportDataChanged({ ...stored }, stored)).toBe(false);
  });

  it('counts a new title, start date or end date as a change', () => {
    expect(reportDataChanged({ ...stored, title: 'Week 48' }, stored)).toBe(true);
    expect(reportDataChanged({ ...stored, startDate: '2026-11-15' }, stored)).toBe(true);
    expect(reportDataChanged({ ...stored, endDate: '2026-11-23' }, stored)).toBe(true);
  });

  it('does not count the date format alone', () => {
    expect(reportDataChanged({ ...stored, dateFormat: 'DD/MM/YYYY' }, stored)).toBe(false);
  });
});

describe('what keeps the values from being sent', () => {
  it('is nothing for a named report over a range', () => {
    expect(reportDataProblems(stored)).toEqual({});
    expect(reportDataProblems({ ...stored, endDate: stored.startDate })).toEqual({});
  });

  it('asks for a name', () => {
    expect(reportDataProblems({ ...stored, title: '   ' })).toEqual({
      title: 'Report Name is required.',
    });
  });

  it('asks for real dates, the end not before the start', () => {
    expect(reportDataProblems({ ...stored, startDate: '' })).toEqual({
      startDate: 'Start Date is not a valid date.',
    });
    expect(reportDataProblems({ ...stored, startDate: '2026-11-23' })).toEqual({
      endDate: 'End Date must be on or after Start Date.',
    });
  });
});
