import type { FeatureFlag } from '@touchline/domain';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { featureSwitches } from '../../db/schema.js';

export function createFeatureLoaders(db: Db) {
  return {
    /** The switches that have a row; a flag without one is off. */
    featureSwitchesByClubId: new DataLoader<string, Map<FeatureFlag, boolean>>(async (ids) => {
      const rows = await db
        .select()
        .from(featureSwitches)
        .where(inArray(featureSwitches.clubId, [...ids]));
      const byClub = new Map<string, Map<FeatureFlag, boolean>>(ids.map((id) => [id, new Map()]));
      for (const row of rows) byClub.get(row.clubId)?.set(row.name, row.enabled);
      return ids.map((id) => byClub.get(id) ?? new Map<FeatureFlag, boolean>());
    }),
  };
}
