import { describe, expect, it } from 'vitest';
import { formatReportTimestamp } from './formatReportTimestamp';

// A local time, so the expectation holds in any time zone the tests run in.
const localIso = new Date(2026, 10, 5, 14, 7).toISOString();

describe('the Last modified display (docs/product/reporting.md §9)', () => {
  it("is 'MMM d yyyy, HH:mm' in en-US", () => {
    expect(formatReportTimestamp(localIso, 'en-US')).toBe('Nov 5 2026, 14:07');
  });

  it("is 'dd MMM yyyy, HH:mm' in en-GB", () => {
    expect(formatReportTimestamp(localIso, 'en-GB')).toBe('05 Nov 2026, 14:07');
  });

  it("is '-' for what is not a time", () => {
    expect(formatReportTimestamp('not a time', 'en-GB')).toBe('-');
  });
});
