import { describe, expect, it } from 'vitest';
import { timeFrameStart } from './timeFrameStart.js';

describe('timeFrameStart', () => {
  it('keeps the date for daily', () => {
    expect(timeFrameStart('2026-03-04', 'daily')).toBe('2026-03-04');
  });

  it('goes back to Monday for weekly, across month and year ends', () => {
    // 2026-03-04 is a Wednesday: Monday is 2 days earlier.
    expect(timeFrameStart('2026-03-04', 'weekly')).toBe('2026-03-02');
    // A Monday is its own week; a Sunday belongs to the Monday 6 days before.
    expect(timeFrameStart('2026-03-02', 'weekly')).toBe('2026-03-02');
    expect(timeFrameStart('2026-03-08', 'weekly')).toBe('2026-03-02');
    // 2026-01-01 is a Thursday: its Monday is 2025-12-29.
    expect(timeFrameStart('2026-01-01', 'weekly')).toBe('2025-12-29');
  });

  it('goes to the first of the month for monthly', () => {
    expect(timeFrameStart('2026-02-28', 'monthly')).toBe('2026-02-01');
    expect(timeFrameStart('2026-12-31', 'monthly')).toBe('2026-12-01');
  });

  it('leaves texts that are not dates alone', () => {
    expect(timeFrameStart('Whole Session', 'weekly')).toBe('Whole Session');
  });
});
