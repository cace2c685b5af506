import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.js';

describe('formatCount', () => {
  it('rounds sprint counts to integers', () => {
    expect(formatCount(3.4)).toBe('3');
    expect(formatCount(3.5)).toBe('4');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12)).toBe('12');
  });
});
