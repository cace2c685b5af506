import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { datasetTemplates } from '../../db/reportingSchema.js';
import { groupBy } from '../../db/loaderRows.js';
import type { DatasetTemplateRow } from './datasetTemplateRow.js';

/** Templates by id and by club: batched per request. */
export function createCsvBuilderLoaders(db: Db) {
  return {
    datasetTemplateById: byIdLoader(db, datasetTemplates),
    /** In the picker's order: as made (the defaults in their kinds' order), then by name. */
    datasetTemplatesByClubId: new DataLoader<string, DatasetTemplateRow[]>(async (clubIds) => {
      const rows = await db
        .select()
        .from(datasetTemplates)
        .where(inArray(datasetTemplates.clubId, [...clubIds]))
        .orderBy(
          asc(datasetTemplates.createdAt),
          asc(datasetTemplates.kind),
          asc(datasetTemplates.name),
          asc(datasetTemplates.id),
        );
      return groupBy(clubIds, rows, (row) => row.clubId);
    }),
  };
}
