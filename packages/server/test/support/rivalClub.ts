import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import {
  athletes,
  billingSubscriptions,
  clubs,
  featureSwitches,
  organisations,
} from '../../src/db/schema.js';
import { datasets, flexibleReports } from '../../src/db/reportingSchema.js';

/** A club none of the demo accounts belongs to, with something of each kind to leak. */
export async function createRivalClub(db: Db) {
  const [organisation] = await db.insert(organisations).values({ name: 'Rivals Ltd' }).returning();
  await db.insert(billingSubscriptions).values({
    organisationId: organisation!.id,
    status: 'active',
    kind: 'Stripe',
    portalUrl: 'https://billing.example/rivals',
  });
  const [club] = await db
    .insert(clubs)
    .values({ name: 'Rivals United', sport: 'rugby', organisationId: organisation!.id })
    .returning();
  await db.insert(featureSwitches).values({ clubId: club!.id, name: 'csv_exports', enabled: true });
  const [athlete] = await db
    .insert(athletes)
    .values({ clubId: club!.id, name: 'Rhys Evans', initials: 'RE' })
    .returning();
  const [dataset] = await db
    .insert(datasets)
    .values({
      clubId: club!.id,
      title: 'Rival report',
      startsOn: '2026-01-05',
      endsOn: '2026-01-11',
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
    })
    .returning();
  const [report] = await db
    .insert(flexibleReports)
    .values({ clubId: club!.id, title: 'Rival report', datasetId: dataset!.id })
    .returning();
  return { clubId: club!.id, athleteId: athlete!.id, reportId: report!.id };
}

export async function clubIdNamed(db: Db, name: string): Promise<string> {
  const [club] = await db.select().from(clubs).where(eq(clubs.name, name));
  return club!.id;
}
