import { describe, expect, it } from 'vitest';
import { readGridColumnFilter } from './readGridColumnFilter.js';

describe('readGridColumnFilter', () => {
  it('reads each of the three kinds, open range bounds included', () => {
    const filters = [
      { id: 'athlete_name', kind: 'text', contains: '' },
      { id: 'tags', kind: 'set', values: [] },
      { id: 'workload', kind: 'range', min: null, max: null },
      { id: 'workload', kind: 'range', min: -5, max: -5 },
    ];
    for (const filter of filters) expect(readGridColumnFilter(filter, filter.id)).toEqual(filter);
  });

  it('refuses extra keys and bounds that are not finite numbers', () => {
    expect(readGridColumnFilter({ id: 'x', kind: 'text', contains: 'a', values: [] }, 'x')).toBe(
      'A text filter is { id, kind: "text", contains: a text }.',
    );
    expect(readGridColumnFilter({ id: 'x', kind: 'range', min: 0, max: Infinity }, 'x')).toBe(
      'A range filter is { id, kind: "range", min and max: numbers or null }.',
    );
  });
});
