import { FEATURE_FLAGS, initialsOf, type FeatureFlag } from '@touchline/domain';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import {
  athletes,
  billingSubscriptions,
  clubs,
  featureSwitches,
  identities,
  memberships,
  organisations,
  persons,
} from '../db/schema.js';
import {
  DEMO_ACCOUNTS,
  DEMO_BASKETBALL_CLUB,
  DEMO_FOOTBALL_CLUB,
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
} from './demoAccounts.js';

const HOOPS_FEATURES: ReadonlySet<FeatureFlag> = new Set([
  'flexible_reporting',
  'customer_flexible_reporting',
]);

/** True before anything was created: the demo world is only ever added to an empty database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [people] = await db.select({ total: count() }).from(persons);
  const [clubRows] = await db.select({ total: count() }).from(clubs);
  return (people?.total ?? 0) === 0 && (clubRows?.total ?? 0) === 0;
}

/** Creates the demo organisation, clubs and accounts (docs/ARCHITECTURE.md "Demo club") in one transaction. */
export async function createDemoWorld(db: Db, options: { portalUrl: string }): Promise<void> {
  // One hash for the shared demo password: Argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [organisation] = await tx
      .insert(organisations)
      .values({ name: DEMO_ORGANISATION })
      .returning();
    if (!organisation) throw new Error('The demo organisation was not created');
    await tx.insert(billingSubscriptions).values({
      organisationId: organisation.id,
      status: 'active',
      kind: 'Manual',
      portalUrl: options.portalUrl,
    });
    const clubRows = await tx
      .insert(clubs)
      .values([
        {
          name: DEMO_FOOTBALL_CLUB,
          sport: 'association_football',
          organisationId: organisation.id,
        },
        { name: DEMO_BASKETBALL_CLUB, sport: 'basketball', organisationId: organisation.id },
      ])
      .returning();
    const clubIdByName = new Map(clubRows.map((club) => [club.name, club.id]));
    const footballId = clubIdByName.get(DEMO_FOOTBALL_CLUB) ?? '';
    const hoopsId = clubIdByName.get(DEMO_BASKETBALL_CLUB) ?? '';
    await tx.insert(featureSwitches).values([
      ...FEATURE_FLAGS.map((name) => ({ clubId: footballId, name, enabled: true })),
      ...FEATURE_FLAGS.map((name) => ({
        clubId: hoopsId,
        name,
        enabled: HOOPS_FEATURES.has(name),
      })),
    ]);

    for (const account of DEMO_ACCOUNTS) {
      const [person] = await tx
        .insert(persons)
        .values({
          name: account.name,
          email: account.email,
          touchlineStaff: account.touchlineStaff,
        })
        .returning();
      if (!person) throw new Error(`The demo person ${account.email} was not created`);
      await tx
        .insert(identities)
        .values({ personId: person.id, email: account.email, passwordHash });
      for (const membership of account.memberships) {
        const clubId = clubIdByName.get(membership.club) ?? '';
        await tx.insert(memberships).values({
          clubId,
          personId: person.id,
          role: membership.role,
          status: membership.status,
          admin: membership.admin ?? false,
        });
        if (membership.role === 'athlete' && membership.status === 'approved') {
          await tx.insert(athletes).values({
            clubId,
            personId: person.id,
            name: person.name,
            initials: initialsOf(person.name),
          });
        }
      }
      if (account.personalSubscription) {
        await tx
          .insert(billingSubscriptions)
          .values({ personId: person.id, status: 'active', kind: 'Stripe', portalUrl: null });
      }
    }
  });
}
