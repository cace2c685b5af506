import { BLANK_FILTER_VALUE, type FilterableField } from '@touchline/domain';

/** The filter bar's names for the filterable fields (docs/product/reporting.md §2: start dates read 'Session Date'). */
export const FILTER_FIELD_LABELS: Record<FilterableField, string> = {
  athlete_name: 'Athletes',
  athlete_groups: 'Groups',
  athlete_position: 'Positions',
  session_type: 'Session Types',
  md_code: 'Match Day Codes',
  start_date: 'Session Date',
  segment_name: 'Segments',
  tags: 'Tags',
};

/** How an option reads: the blank as what it means for the field. */
export function filterOptionLabel(field: FilterableField, value: string): string {
  if (value !== BLANK_FILTER_VALUE) return value;
  if (field === 'athlete_position') return 'No position';
  if (field === 'athlete_groups') return 'No group';
  if (field === 'tags') return 'No tags';
  if (field === 'md_code') return 'No code';
  return '(Blank)';
}
