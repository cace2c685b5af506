import { MISSING_CATEGORY_LABEL } from './chartGroups.js';
import type { SortConfig } from './reportingTypes.js';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Category labels in order: missing last; numbers and 'yyyy-MM-dd' dates in their natural order. */
export function compareCategoryLabels(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MISSING_CATEGORY_LABEL) return 1;
  if (b === MISSING_CATEGORY_LABEL) return -1;
  return collator.compare(a, b) || (a < b ? -1 : 1);
}

/**
 * The order of a chart's groups: by the sort entries that name the X column
 * (its labels; dates chronologically) or one of the series (its values;
 * missing values always last), the first entry first; then by label
 * ascending. Entries naming other columns are ignored.
 */
export function sortChartGroups(
  labels: readonly string[],
  categoryColumnId: string,
  series: readonly { columnId: string; values: readonly (number | null)[] }[],
  sort: SortConfig,
): number[] {
  const comparators: ((a: number, b: number) => number)[] = [];
  for (const entry of sort) {
    const direction = entry.sort === 'desc' ? -1 : 1;
    if (entry.col_id === categoryColumnId) {
      comparators.push((a, b) => {
        const order = compareCategoryLabels(labels[a]!, labels[b]!);
        const missing =
          labels[a] === MISSING_CATEGORY_LABEL || labels[b] === MISSING_CATEGORY_LABEL;
        return missing ? order : direction * order;
      });
      continue;
    }
    const values = series.find((candidate) => candidate.columnId === entry.col_id)?.values;
    if (!values) continue;
    comparators.push((a, b) => {
      const x = values[a] ?? null;
      const y = values[b] ?? null;
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return direction * (x - y);
    });
  }
  comparators.push((a, b) => compareCategoryLabels(labels[a]!, labels[b]!));
  return labels
    .map((_, group) => group)
    .sort((a, b) => {
      for (const compare of comparators) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return 0;
    });
}
