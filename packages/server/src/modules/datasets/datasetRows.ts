import type { DatasetStatus } from '@touchline/domain';
import type { datasets } from '../../db/reportingSchema.js';

/** A stored dataset without its table (the columns are read only when asked for). */
export type DatasetRow = Omit<typeof datasets.$inferSelect, 'columns' | 'tableArrowGzip'>;

/**
 * The Dataset GraphQL type's parent: its id, so a report's summary of its
 * dataset can be one; the fields read the row through the request's loader.
 */
export interface DatasetParent {
  id: string;
}

/** The datasetUpdated event as published (the DatasetUpdatedEvent GraphQL type's parent). */
export interface DatasetUpdatedRow {
  clubId: string;
  datasetId: string;
  status: DatasetStatus;
}
