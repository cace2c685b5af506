import type { FilterOption } from './filterOptions.js';

/** A filter's summary (docs/product/reporting.md §2): 'None', 'All Selected (n In Chart)' or 'n Selected (m In Chart)'. */
export function filterSummary(
  options: readonly Pick<FilterOption, 'selected' | 'inChart'>[],
): string {
  const selected = options.filter((option) => option.selected).length;
  const inChart = options.filter((option) => option.inChart).length;
  if (selected === 0) return 'None';
  if (selected === options.length) return `All Selected (${inChart} In Chart)`;
  return `${selected} Selected (${inChart} In Chart)`;
}
