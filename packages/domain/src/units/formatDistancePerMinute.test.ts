import { describe, expect, it } from 'vitest';
import { formatDistancePerMinute } from './formatDistancePerMinute.js';

describe('formatDistancePerMinute', () => {
  it('rounds metres per minute for the metric systems', () => {
    expect(formatDistancePerMinute(104.6, 'metric')).toBe('105 m/min');
    expect(formatDistancePerMinute(104.4, 'metres_per_second')).toBe('104 m/min');
  });

  it('converts to yards per minute for the imperial systems', () => {
    expect(formatDistancePerMinute(91.44, 'imperial')).toBe('100 yd/min');
    expect(formatDistancePerMinute(91.44, 'imperial_yards_only')).toBe('100 yd/min');
  });
});
