import { sql } from 'drizzle-orm';
import type { athleteMetricSets } from '../../db/tables.js';
import { JSON_COLUMNS, type ComputedMetricSet } from './athleteMetricSetValues.js';

/**
 * A computed metric set, ready to insert: its JSON cast to jsonb by the
 * database. Apart from athleteMetricSetValues, which engine threads load,
 * so that they do not load Drizzle too.
 */
export function metricSetInsert(
  computed: ComputedMetricSet,
): typeof athleteMetricSets.$inferInsert {
  const row: Record<string, unknown> = { ...computed };
  for (const column of JSON_COLUMNS) {
    const json = computed[column];
    row[column] = json === null ? null : sql`${json}::jsonb`;
  }
  return row as typeof athleteMetricSets.$inferInsert;
}
