import DataLoader from 'dataloader';
import { and, count, eq, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { byKeys } from '../../db/loaderRows.js';
import type { BillingSubscriptionRow } from '../../db/rows.js';
import { flexibleReports } from '../../db/reportingSchema.js';
import { billingSubscriptions, clubs, organisations } from '../../db/schema.js';

export function createClubLoaders(db: Db) {
  return {
    clubById: byIdLoader(db, clubs),
    organisationById: byIdLoader(db, organisations),
    activeSubscriptionByOrganisationId: new DataLoader<string, BillingSubscriptionRow | null>(
      async (ids) => {
        const rows = await db
          .select()
          .from(billingSubscriptions)
          .where(
            and(
              inArray(billingSubscriptions.organisationId, [...ids]),
              eq(billingSubscriptions.status, 'active'),
            ),
          );
        return byKeys(ids, rows, (row) => row.organisationId, null);
      },
    ),
    flexibleReportsCountByClubId: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ clubId: flexibleReports.clubId, reports: count() })
        .from(flexibleReports)
        .where(inArray(flexibleReports.clubId, [...ids]))
        .groupBy(flexibleReports.clubId);
      return byKeys(ids, rows, (row) => row.clubId, { reports: 0 }).map((row) => row.reports);
    }),
  };
}
