import { describe, expect, it } from 'vitest';
import { segmentCountsText, segmentLabelParts } from './segmentLabel';

describe('segmentLabelParts', () => {
  it('shows nothing in a box of 30 px or less', () => {
    expect(segmentLabelParts(30)).toEqual({
      title: false,
      tagIndicator: false,
      time: false,
      counts: false,
    });
  });

  it('adds the tag indicator over 30 px, the time over 100 px and the counts over 200 px', () => {
    expect(segmentLabelParts(31)).toMatchObject({ tagIndicator: true, time: false, counts: false });
    expect(segmentLabelParts(100)).toMatchObject({ time: false });
    expect(segmentLabelParts(101)).toMatchObject({ tagIndicator: true, time: true, counts: false });
    expect(segmentLabelParts(200)).toMatchObject({ counts: false });
    expect(segmentLabelParts(201)).toMatchObject({ tagIndicator: true, time: true, counts: true });
  });
});

describe('segmentCountsText', () => {
  it('counts athletes and tags, singular for one', () => {
    expect(segmentCountsText(12, 1)).toBe('12 athletes · 1 tag');
    expect(segmentCountsText(1, 0)).toBe('1 athlete · 0 tags');
  });
});
