import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { byKeys, groupBy } from '../../db/loaderRows.js';
import type { BillingSubscriptionRow } from '../../db/rows.js';
import { billingSubscriptions } from '../../db/schema.js';
import { membershipsOfPeople } from './adminPeople.service.js';

export function createAdminLoaders(db: Db) {
  return {
    /** The organisation's newest subscription, whatever its status. */
    newestSubscriptionByOrganisationId: new DataLoader<string, BillingSubscriptionRow | null>(
      async (ids) => {
        const rows = await db
          .select()
          .from(billingSubscriptions)
          .where(inArray(billingSubscriptions.organisationId, [...ids]))
          .orderBy(asc(billingSubscriptions.createdAt));
        // byKeys keeps the last row of each key: the newest.
        return byKeys(ids, rows, (row) => row.organisationId, null);
      },
    ),
    membershipsByPersonId: new DataLoader(async (personIds: readonly string[]) =>
      groupBy(personIds, await membershipsOfPeople(db, personIds), (row) => row.personId),
    ),
  };
}
