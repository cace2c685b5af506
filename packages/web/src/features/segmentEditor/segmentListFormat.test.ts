import { describe, expect, it } from 'vitest';
import { formatSegmentDuration, truncateSegmentTitle } from './segmentListFormat';

describe('truncateSegmentTitle', () => {
  it('keeps a title of up to 35 characters whole', () => {
    const title = 'x'.repeat(35);
    expect(truncateSegmentTitle(title)).toBe(title);
    expect(truncateSegmentTitle('Rondo')).toBe('Rondo');
  });

  it('cuts a longer title and ends it with two dots', () => {
    const title = 'Small-sided game 7v7 with two neutral players';
    expect(truncateSegmentTitle(title)).toBe(`${title.slice(0, 35)}..`);
  });
});

describe('formatSegmentDuration', () => {
  it('reads HH:MM:SS', () => {
    expect(formatSegmentDuration(0, 1000 * (3600 + 2 * 60 + 5))).toBe('01:02:05');
    expect(formatSegmentDuration(1_000, 1_999)).toBe('00:00:00');
  });

  it("reads '--' without a start or an end", () => {
    expect(formatSegmentDuration(null, 1000)).toBe('--');
    expect(formatSegmentDuration(1000, undefined)).toBe('--');
  });
});
