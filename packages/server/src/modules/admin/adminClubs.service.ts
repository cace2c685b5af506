import type {
  FeatureFlag,
  SubscriptionKind,
  SubscriptionStatus,
  UnitSystem,
} from '@touchline/domain';
import { desc, eq } from 'drizzle-orm';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { billingSubscriptions } from '../../db/schema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { createClub, writeClubSuspended, writeFeatureSwitch } from '../clubs/index.js';
import { membersOf, notify } from '../notifications/index.js';
import { findPersonByEmail } from '../people/index.js';
import { adminClubRow, type AdminClubRow } from './adminClubRows.js';
import { recordAudit } from './auditLog.js';

export interface AdminNewClub {
  name: string;
  sport: string;
  timeZone: string;
  defaultUnitSystem: UnitSystem;
  firstAdminEmail?: string | null;
}

/** A new club, with its first admin when an existing account's e-mail is given. */
export async function adminCreateClub(
  ctx: GraphQLContext,
  input: AdminNewClub,
): Promise<Outcome<AdminClubRow>> {
  await authorize(ctx.access, 'Create', adminFunctions);
  const email = input.firstAdminEmail?.trim();
  const firstAdmin = email ? await findPersonByEmail(ctx.db, email) : undefined;
  if (email && !firstAdmin) {
    return failed([
      { path: ['input', 'firstAdminEmail'], message: `There is no account for ${email}.` },
    ]);
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const created = await createClub(tx, input, firstAdmin?.id);
    if (!created.value) return created;
    await recordAudit(tx, ctx.access, {
      action: 'club.create',
      clubId: created.value.id,
      target: created.value.name,
      details: { sport: input.sport, timeZone: input.timeZone, firstAdminEmail: email ?? null },
    });
    return created;
  });
  return outcome.value ? done((await adminClubRow(ctx.db, outcome.value.id))!) : outcome;
}

/**
 * Suspends or reactivates a club; its members' shell shows or hides the banner
 * at once, and suspending tells every member (AccountSuspended).
 */
export function adminSetClubSuspended(ctx: GraphQLContext, clubId: string, suspended: boolean) {
  return changeClub(ctx, clubId, async (tx, club) => {
    await writeClubSuspended(tx, club.id, suspended);
    if (suspended && !club.suspended) await tellMembers(tx, club.id, 'AccountSuspended');
    return {
      action: suspended ? 'club.suspend' : 'club.unsuspend',
      details: {},
    } as const;
  });
}

export function adminSetFeatureSwitch(
  ctx: GraphQLContext,
  clubId: string,
  name: FeatureFlag,
  enabled: boolean,
) {
  return changeClub(ctx, clubId, async (tx, club) => {
    await writeFeatureSwitch(tx, club.id, name, enabled);
    return { action: 'feature.switch', details: { feature: name, enabled } } as const;
  });
}

export interface AdminSubscription {
  status: SubscriptionStatus;
  kind: SubscriptionKind;
  portalUrl?: string | null;
}

/** The organisation's newest subscription changed (or its first one made); becoming unpaid tells the club's members (AccountUnpaid). */
export function adminSetSubscription(
  ctx: GraphQLContext,
  clubId: string,
  input: AdminSubscription,
) {
  const portalUrl = input.portalUrl?.trim() || null;
  if (portalUrl && !isWebAddress(portalUrl)) {
    return Promise.resolve(
      failed([
        {
          path: ['input', 'portalUrl'],
          message: 'The portal URL must be a web address starting with https://.',
        },
      ]),
    );
  }
  return changeClub(ctx, clubId, async (tx, club) => {
    const values = { status: input.status, kind: input.kind, portalUrl };
    const [newest] = await tx
      .select({ id: billingSubscriptions.id, status: billingSubscriptions.status })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.organisationId, club.organisationId))
      .orderBy(desc(billingSubscriptions.createdAt))
      .limit(1);
    if (newest) {
      await tx
        .update(billingSubscriptions)
        .set(values)
        .where(eq(billingSubscriptions.id, newest.id));
    } else {
      await tx
        .insert(billingSubscriptions)
        .values({ ...values, organisationId: club.organisationId });
    }
    if (input.status === 'unpaid' && newest?.status !== 'unpaid')
      await tellMembers(tx, club.id, 'AccountUnpaid');
    return { action: 'subscription.change', details: values } as const;
  });
}

const isWebAddress = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

async function tellMembers(
  tx: Db,
  clubId: string,
  type: 'AccountSuspended' | 'AccountUnpaid',
): Promise<void> {
  await notify(tx, { clubId, personIds: await membersOf(tx, clubId), type, payload: {} });
}

type ClubChange = (
  tx: Db,
  club: AdminClubRow,
) => Promise<{
  action: 'club.suspend' | 'club.unsuspend' | 'feature.switch' | 'subscription.change';
  details: Record<string, unknown>;
}>;

/** One change of a club, its audit row and the live event, in one transaction. */
async function changeClub(
  ctx: GraphQLContext,
  clubId: string,
  change: ClubChange,
): Promise<Outcome<AdminClubRow>> {
  await authorize(ctx.access, 'Update', adminFunctions);
  const club = await adminClubRow(ctx.db, clubId);
  if (!club) throw new TouchlineError('CLUB_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const { action, details } = await change(tx, club);
    await recordAudit(tx, ctx.access, { action, clubId, target: club.name, details });
    await publishEvent(tx, { topic: 'clubUpdated', clubId });
  });
  return done((await adminClubRow(ctx.db, clubId))!);
}
