import { describe, expect, it } from 'vitest';
import {
  athleteRowHeightPx,
  laneHeightPx,
  LANE_MAX_HEIGHT_PX,
  rowIndexAt,
  visibleRowRange,
} from './timelineLayout';

describe('laneHeightPx', () => {
  it('is one 56 px row per set of overlapping segments, the placeholder row when empty, at most 500 px', () => {
    expect(laneHeightPx(0)).toBe(56);
    expect(laneHeightPx(3)).toBe(168);
    expect(laneHeightPx(20)).toBe(LANE_MAX_HEIGHT_PX);
  });
});

describe('visibleRowRange', () => {
  const rowHeight = athleteRowHeightPx(80);

  it('covers exactly the rows that intersect the viewport', () => {
    expect(visibleRowRange(0, 400, rowHeight, 40)).toEqual({ first: 0, end: 5 });
    expect(visibleRowRange(rowHeight * 10 + 1, 400, rowHeight, 40)).toEqual({ first: 10, end: 15 });
  });

  it('adds overscan rows without leaving the list', () => {
    expect(visibleRowRange(0, 400, rowHeight, 40, 3)).toEqual({ first: 0, end: 8 });
    expect(visibleRowRange(rowHeight * 38, 400, rowHeight, 40, 3)).toEqual({ first: 35, end: 40 });
  });

  it('matches a row-by-row intersection test at any scroll', () => {
    const count = 40;
    for (let scrollTop = 0; scrollTop < count * rowHeight; scrollTop += 37) {
      const { first, end } = visibleRowRange(scrollTop, 333, rowHeight, count);
      const expected = Array.from({ length: count }, (_, row) => row).filter(
        (row) => row * rowHeight < scrollTop + 333 && (row + 1) * rowHeight > scrollTop,
      );
      expect({ first, end }).toEqual({ first: expected[0], end: expected.at(-1)! + 1 });
    }
  });

  it('is empty with no rows or no room', () => {
    expect(visibleRowRange(0, 400, rowHeight, 0)).toEqual({ first: 0, end: 0 });
    expect(visibleRowRange(0, 0, rowHeight, 10)).toEqual({ first: 0, end: 0 });
  });
});

describe('rowIndexAt', () => {
  const rowHeight = athleteRowHeightPx(40);

  it('finds the row under a y, scroll included', () => {
    expect(rowIndexAt(0, 0, rowHeight, 10)).toBe(0);
    expect(rowIndexAt(rowHeight - 1, 0, rowHeight, 10)).toBe(0);
    expect(rowIndexAt(5, rowHeight * 3, rowHeight, 10)).toBe(3);
  });

  it('is null past the rows unless clamped to the nearest', () => {
    expect(rowIndexAt(rowHeight * 10, 0, rowHeight, 10)).toBeNull();
    expect(rowIndexAt(-4, 0, rowHeight, 10)).toBeNull();
    expect(rowIndexAt(rowHeight * 10, 0, rowHeight, 10, true)).toBe(9);
    expect(rowIndexAt(-4, 0, rowHeight, 10, true)).toBe(0);
  });
});
