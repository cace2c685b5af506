import { EMPTY_GRID_CONFIG } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { filterColumn, groupBy, moveColumn, sortBy, ungroup } from './gridLayoutChanges';

const ORDER = ['a', 'b', 'c', 'd'];

describe('the grid layout changes', () => {
  it('moves a column into the place of the one it is dropped on', () => {
    expect(moveColumn('a', 'c', ORDER)(EMPTY_GRID_CONFIG).columnOrder).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(moveColumn('d', 'b', ORDER)(EMPTY_GRID_CONFIG).columnOrder).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
    const saved = { ...EMPTY_GRID_CONFIG, columnOrder: ['c', 'gone'] };
    expect(moveColumn('a', 'c', ORDER)(saved).columnOrder).toEqual(['a', 'c', 'b', 'd']);
    expect(moveColumn('a', 'gone', ORDER)(saved)).toBe(saved);
  });

  it('groups innermost once, ungroups, sorts by one column and replaces a filter', () => {
    const grouped = groupBy('b')(groupBy('a')(EMPTY_GRID_CONFIG));
    expect(grouped.grouping).toEqual(['a', 'b']);
    expect(groupBy('a')(grouped)).toBe(grouped);
    expect(ungroup('a')(grouped).grouping).toEqual(['b']);
    expect(sortBy('c', true)(grouped).sorting).toEqual([{ id: 'c', desc: true }]);
    const filtered = filterColumn('a', { id: 'a', kind: 'text', contains: 'x' })(EMPTY_GRID_CONFIG);
    const replaced = filterColumn('a', { id: 'a', kind: 'text', contains: 'y' })(filtered);
    expect(replaced.columnFilters).toEqual([{ id: 'a', kind: 'text', contains: 'y' }]);
    expect(filterColumn('a', null)(replaced).columnFilters).toEqual([]);
  });
});
