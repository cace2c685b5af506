import DataLoader from 'dataloader';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { BillingSubscriptionRow, ClubRow, OrganisationRow } from '../../db/rows.js';
import { flexibleReports } from '../../db/reportingSchema.js';
import { billingSubscriptions, clubs, organisations } from '../../db/schema.js';

/** Orders rows to match DataLoader keys (missing -> fallback). */
export function byKeys<K, V, F>(keys: readonly K[], rows: V[], keyOf: (row: V) => K, fallback: F) {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? fallback);
}

export function createClubLoaders(db: Db) {
  return {
    clubById: new DataLoader<string, ClubRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(clubs)
        .where(inArray(clubs.id, [...ids]));
      return byKeys(ids, rows, (row) => row.id, null);
    }),
    organisationById: new DataLoader<string, OrganisationRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(organisations)
        .where(inArray(organisations.id, [...ids]));
      return byKeys(ids, rows, (row) => row.id, null);
    }),
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
