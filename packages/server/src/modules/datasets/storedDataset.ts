import { eq } from 'drizzle-orm';
import type { Subject } from '../../access/Subject.js';
import { datasets } from '../../db/tables.js';
import { isUuid } from '../../graphql/ids.js';

class DatasetNotStored extends Error {}

/** A dataset read from the database (for a job, which has no request loaders). */
export function storedDataset(datasetId: string): Subject<{ id: string; clubId: string }> {
  return {
    type: 'Report',
    find: async ({ db }) => {
      if (!isUuid(datasetId)) return null;
      const [row] = await db
        .select({ id: datasets.id, clubId: datasets.clubId })
        .from(datasets)
        .where(eq(datasets.id, datasetId));
      return row;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new DatasetNotStored(),
  };
}
