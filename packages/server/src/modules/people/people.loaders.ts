import DataLoader from 'dataloader';
import { desc, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import type { AthleteRow, BillingSubscriptionRow } from '../../db/rows.js';
import { athletes, billingSubscriptions, persons } from '../../db/schema.js';

function groupBy<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

export function createPeopleLoaders(db: Db) {
  return {
    personById: byIdLoader(db, persons),
    /** The athlete records linked to a person, one per club at most. */
    athletesByPersonId: new DataLoader<string, AthleteRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(athletes)
        .where(inArray(athletes.personId, [...ids]));
      return groupBy(ids, rows, (row) => row.personId ?? '');
    }),
    subscriptionByPersonId: new DataLoader<string, BillingSubscriptionRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(billingSubscriptions)
        .where(inArray(billingSubscriptions.personId, [...ids]))
        .orderBy(desc(billingSubscriptions.createdAt));
      // Newest first, so the first row per person wins.
      return groupBy(ids, rows, (row) => row.personId ?? '').map((group) => group[0] ?? null);
    }),
  };
}
