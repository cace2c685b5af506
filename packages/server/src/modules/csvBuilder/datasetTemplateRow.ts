import type { datasetTemplates } from '../../db/reportingSchema.js';

/** A stored template of a club (the DatasetTemplate GraphQL type's parent). */
export type DatasetTemplateRow = typeof datasetTemplates.$inferSelect;
