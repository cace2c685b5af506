import { parseGridConfig, validateDatasetAttributes, type GridConfig } from '@touchline/domain';
import type { CreateDatasetAttributes } from '../../generated/graphql.js';
import type { InputIssue } from '../../errors/mutationOutcome.js';

/** A new dataset's own fields, checked. */
export interface NewDatasetFields {
  title: string;
  startDate: string;
  endDate: string;
  gridConfig: GridConfig | null;
}

/**
 * A grid layout as stored, or the rules it breaks, each under
 * ['gridConfig', …] (its shape, its size: the domain's parseGridConfig).
 */
export function checkGridConfig(
  value: unknown,
): { config: GridConfig; issues: [] } | { config: null; issues: InputIssue[] } {
  const parsed = parseGridConfig(value);
  if (parsed.ok) return { config: parsed.config, issues: [] };
  return {
    config: null,
    issues: parsed.errors.map((error) => ({ path: [...error.path], message: error.message })),
  };
}

/**
 * The fields of createDataset's attributes, or the rules they break (paths
 * under the attributes, as the domain's validateDatasetAttributes names
 * them): a title, the start on or before the end, at most a year, a valid
 * layout when one is given.
 */
export function resolveNewDataset(
  attributes: CreateDatasetAttributes,
): { fields: NewDatasetFields; issues: [] } | { fields: null; issues: InputIssue[] } {
  const { title, startDate, endDate } = attributes;
  const issues: InputIssue[] = validateDatasetAttributes({ title, startDate, endDate }).map(
    (issue) => ({ path: [...issue.path], message: issue.message }),
  );
  let gridConfig: GridConfig | null = null;
  if (attributes.gridConfig != null) {
    const checked = checkGridConfig(attributes.gridConfig);
    gridConfig = checked.config;
    issues.push(...checked.issues);
  }
  if (issues.length > 0) return { fields: null, issues };
  return {
    fields: {
      title: title.trim(),
      startDate: startDate.trim(),
      endDate: endDate.trim(),
      gridConfig,
    },
    issues: [],
  };
}
