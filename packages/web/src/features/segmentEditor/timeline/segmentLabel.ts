/** Box widths above which a segment's label shows more (docs/product/dashboard-and-segments.md §2.5). */
export const TAG_INDICATOR_MIN_WIDTH_PX = 30;
export const TIME_MIN_WIDTH_PX = 100;
export const COUNTS_MIN_WIDTH_PX = 200;

export interface SegmentLabelParts {
  title: boolean;
  tagIndicator: boolean;
  time: boolean;
  counts: boolean;
}

/** What a segment box of this width shows: a tag indicator over 30 px, its time over 100 px, athlete and tag counts over 200 px. */
export function segmentLabelParts(boxWidthPx: number): SegmentLabelParts {
  return {
    title: boxWidthPx > TAG_INDICATOR_MIN_WIDTH_PX,
    tagIndicator: boxWidthPx > TAG_INDICATOR_MIN_WIDTH_PX,
    time: boxWidthPx > TIME_MIN_WIDTH_PX,
    counts: boxWidthPx > COUNTS_MIN_WIDTH_PX,
  };
}

/** '12 athletes · 2 tags' (singular for one). */
export function segmentCountsText(athleteCount: number, tagCount: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(athleteCount, 'athlete')} · ${plural(tagCount, 'tag')}`;
}
