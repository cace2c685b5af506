import {
  DATASET_COLUMN_DEFINITIONS,
  type DatasetColumnDefinition,
} from './datasetColumnCatalogue.js';
import type { DatasetTemplateKind } from './datasetTemplates.js';
import { WEEKLY_LOAD_COLUMN_DEFINITIONS } from './weeklyLoadColumns.js';

// Session Data has only 'Whole Session' rows, so its segment name says nothing.
const SESSION_COLUMNS = DATASET_COLUMN_DEFINITIONS.filter((column) => column.id !== 'segment_name');

/** The columns of a template's datasets, in display order. */
export function datasetColumnsOfTemplate(
  kind: DatasetTemplateKind,
): readonly DatasetColumnDefinition[] {
  switch (kind) {
    case 'sessions':
      return SESSION_COLUMNS;
    case 'segments':
      return DATASET_COLUMN_DEFINITIONS;
    case 'weeklyLoad':
      return WEEKLY_LOAD_COLUMN_DEFINITIONS;
  }
}
