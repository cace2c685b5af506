import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { notifications } from '../../db/surveysSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { NotificationRow } from './notificationRows.js';

/** At most this many notifications a page. */
const MAX_NOTIFICATIONS_PAGE = 100;

/**
 * What the signed-in person may read: their own notifications, of the clubs
 * they are still an approved member of.
 */
async function mine(ctx: GraphQLContext) {
  const clubIds = [...new Set((await ctx.access.approvedMemberships()).map((m) => m.clubId))];
  return and(
    eq(notifications.personId, ctx.viewer.personId),
    inArray(
      notifications.clubId,
      clubIds.length > 0 ? clubIds : ['00000000-0000-0000-0000-000000000000'],
    ),
  );
}

export async function myNotifications(
  ctx: GraphQLContext,
  limit: number | null | undefined,
  offset: number | null | undefined,
): Promise<NotificationRow[]> {
  if ((offset ?? 0) < 0) throw new TouchlineError('NEGATIVE_OFFSET');
  if ((limit ?? 0) < 0) throw new TouchlineError('NEGATIVE_LIMIT');
  return ctx.db
    .select()
    .from(notifications)
    .where(await mine(ctx))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(limit ?? 20, MAX_NOTIFICATIONS_PAGE))
    .offset(offset ?? 0);
}

export async function unreadNotificationCount(ctx: GraphQLContext): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(await mine(ctx), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** One of the person's own notifications, or null (another's answers like an unknown one). */
export async function myNotification(
  ctx: GraphQLContext,
  id: string,
): Promise<NotificationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(and(await mine(ctx), eq(notifications.id, id)));
  return row ?? null;
}

export async function markNotificationRead(
  ctx: GraphQLContext,
  id: string,
  now = new Date(),
): Promise<Outcome<NotificationRow>> {
  const row = await myNotification(ctx, id);
  if (!row) throw new TouchlineError('NOTIFICATION_NOT_FOUND');
  if (row.readAt) return done(row);
  const [read] = await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(eq(notifications.id, row.id))
    .returning();
  return done(read!);
}

export async function markAllNotificationsRead(
  ctx: GraphQLContext,
  now = new Date(),
): Promise<Outcome<number>> {
  const read = await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(await mine(ctx), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return done(read.length);
}
