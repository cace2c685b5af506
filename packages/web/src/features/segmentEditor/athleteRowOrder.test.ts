import { describe, expect, it } from 'vitest';
import { athleteRowOrder } from './athleteRowOrder';
import type { TimelineSetting } from './timelineSettings';

const athletes = [
  { id: 'c', name: 'Cato Diaz', hasData: false },
  { id: 'a', name: 'Ada Moss', hasData: false },
  { id: 'b', name: 'Ben Hale', hasData: true },
  { id: 'd', name: 'Dan Ito', hasData: true },
];

function order(
  settings: TimelineSetting[],
  selected: string[] = [],
  filter: string[] | null = null,
) {
  return athleteRowOrder(athletes, {
    settings: new Set(settings),
    selectedIds: new Set(selected),
    filterAthleteIds: filter && new Set(filter),
  }).map((athlete) => athlete.id);
}

describe('athleteRowOrder', () => {
  it('orders by name', () => {
    expect(order([])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts athletes without data last', () => {
    expect(order(['noDataLast'])).toEqual(['b', 'd', 'a', 'c']);
  });

  it('puts selected athletes first, combined with no-data-last', () => {
    expect(order(['selectedFirst'], ['d', 'c'])).toEqual(['c', 'd', 'a', 'b']);
    expect(order(['selectedFirst', 'noDataLast'], ['d', 'c'])).toEqual(['d', 'c', 'b', 'a']);
  });

  it('leaves out athletes without data, and those outside the group filter', () => {
    expect(order(['excludeNoData'])).toEqual(['b', 'd']);
    expect(order([], [], ['c', 'b'])).toEqual(['b', 'c']);
  });
});
