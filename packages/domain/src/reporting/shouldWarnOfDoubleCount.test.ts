import { describe, expect, it } from 'vitest';
import type { ChartFilters } from './reportingTypes.js';
import { DOUBLE_COUNT_WARNING, shouldWarnOfDoubleCount } from './shouldWarnOfDoubleCount.js';

const segments = (...values: string[]): ChartFilters => ({
  segment_name: { filterType: 'set', values },
});
const containing = (...texts: string[]): ChartFilters => ({
  segment_name: {
    filterType: 'text',
    operator: 'OR',
    conditions: texts.map((filter) => ({ type: 'contains' as const, filter })),
  },
});

describe('shouldWarnOfDoubleCount', () => {
  it('has the text of docs/product/reporting.md §5', () => {
    expect(DOUBLE_COUNT_WARNING).toBe(
      'Viewing "Whole Session" alongside segments will double-count metrics unless the X-axis is set to "Segment Name".',
    );
  });

  it('warns when Whole Session and a segment are both chosen, unless X is the segment name', () => {
    expect(shouldWarnOfDoubleCount(segments('Whole Session', 'Warm Up'), 'athlete_name')).toBe(
      true,
    );
    expect(shouldWarnOfDoubleCount(segments('Whole Session', 'Warm Up'), 'segment_name')).toBe(
      false,
    );
  });

  it('does not warn for Whole Session alone, segments alone, or no segment filter', () => {
    expect(shouldWarnOfDoubleCount({}, 'athlete_name')).toBe(false);
    expect(shouldWarnOfDoubleCount(segments('Whole Session'), 'athlete_name')).toBe(false);
    expect(shouldWarnOfDoubleCount(segments('Warm Up', 'First Half'), 'athlete_name')).toBe(false);
  });

  it('judges text filters on the segment names when given', () => {
    const names = ['Whole Session', 'Warm Up', 'Small-Sided Games'];
    expect(shouldWarnOfDoubleCount(containing('s'), 'start_date', names)).toBe(true);
    expect(shouldWarnOfDoubleCount(containing('whole'), 'start_date', names)).toBe(false);
    expect(shouldWarnOfDoubleCount(containing('warm'), 'start_date', names)).toBe(false);
  });

  it('without names, takes parts of "Whole Session" to aim at it and other texts at segments', () => {
    expect(shouldWarnOfDoubleCount(containing('whole'), 'start_date')).toBe(false);
    expect(shouldWarnOfDoubleCount(containing('whole', 'warm'), 'start_date')).toBe(true);
    expect(shouldWarnOfDoubleCount(containing('warm'), 'start_date')).toBe(false);
  });
});
