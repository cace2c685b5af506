import { describe, expect, it } from 'vitest';
import { surveyExportIssue } from './surveyExportIssue.js';

const at = (iso: string) => new Date(iso);

describe('surveyExportIssue', () => {
  it('wants a survey, then a start on or before the end, then at most 31 days', () => {
    const start = at('2026-11-01T00:00:00Z');
    expect(surveyExportIssue(null, start, at('2026-10-01T00:00:00Z'))).toBe(
      'Please select a survey.',
    );
    expect(surveyExportIssue('s', start, at('2026-10-31T23:59:00Z'))).toBe(
      'Start date must be before end date.',
    );
    expect(surveyExportIssue('s', start, at('2026-12-02T00:00:01Z'))).toBe(
      'Date range is greater than 31 days.',
    );
  });

  it('lets a range of up to exactly 31 days through, and an empty one', () => {
    const start = at('2026-11-01T07:30:00Z');
    expect(surveyExportIssue('s', start, at('2026-12-02T07:30:00Z'))).toBeNull();
    expect(surveyExportIssue('s', start, start)).toBeNull();
  });
});
