import { describe, expect, it } from 'vitest';
import { formatTimeSpan } from './formatTimeSpan';

describe('formatTimeSpan', () => {
  it('shows a 24-hour time span in local time', () => {
    const start = new Date(2024, 2, 7, 9, 5).toISOString();
    const end = new Date(2024, 2, 7, 18, 30).toISOString();
    expect(formatTimeSpan(start, end)).toBe('09:05-18:30');
  });
});
