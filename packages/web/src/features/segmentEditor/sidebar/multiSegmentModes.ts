/** What the multi-segment card does to every selected segment (docs/product/dashboard-and-segments.md §4 'Panels'). */
export const MULTI_SEGMENT_MODES = [
  { mode: 'addAthletes', label: 'Add athletes', picks: 'athletes' },
  { mode: 'removeAthletes', label: 'Remove athletes', picks: 'athletes' },
  { mode: 'addDrillTags', label: 'Add drill tags', picks: 'tags' },
  { mode: 'removeDrillTags', label: 'Remove drill tags', picks: 'tags' },
  { mode: 'addAthleteDrillTags', label: 'Add athlete drill tags', picks: 'both' },
  { mode: 'removeAthleteDrillTags', label: 'Remove athlete drill tags', picks: 'both' },
] as const;

export type MultiSegmentMode = (typeof MULTI_SEGMENT_MODES)[number]['mode'];
