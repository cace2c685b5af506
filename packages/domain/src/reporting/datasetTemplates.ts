// The CSV Builder's dataset templates (docs/product/reporting.md §2, §3;
// docs/product/dataset-templates.md §1): what one row of a template's dataset is, and the
// templates every club starts with.

/**
 * What one row of a template's dataset holds:
 * - `sessions`: one athlete's whole session ('Whole Session' rows only);
 * - `segments`: one athlete's segment of a session (segment rows only);
 * - `weeklyLoad`: one athlete's week (Monday to Sunday), with sums of the
 *   session metrics, the week's top speed, and the acute:chronic ratio of
 *   daily workload at the week's end (7-day over 28-day rolling means).
 */
export const DATASET_TEMPLATE_KINDS = ['sessions', 'segments', 'weeklyLoad'] as const;
export type DatasetTemplateKind = (typeof DATASET_TEMPLATE_KINDS)[number];

/** The templates every club has from its creation, in the order the picker lists them. */
export const DEFAULT_DATASET_TEMPLATES: readonly { kind: DatasetTemplateKind; name: string }[] = [
  { kind: 'sessions', name: 'Session Data' },
  { kind: 'segments', name: 'Segment Data' },
  { kind: 'weeklyLoad', name: 'Weekly Load' },
];

/** The longest range a dataset may cover: one year (docs/product/dataset-templates.md §7). */
export const DATASET_MAX_RANGE_YEARS = 1;
