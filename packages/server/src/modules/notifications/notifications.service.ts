import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { builtOnce, idsAmong } from '../../db/builtOnce.js';
import { notifications } from '../../db/surveysSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { NotificationRow } from './notificationRows.js';

/** At most this many notifications a page. */
const MAX_NOTIFICATIONS_PAGE = 100;

interface Mine {
  person: string;
  clubs: string[];
}

/**
 * What the signed-in person may read: their own notifications, of the clubs
 * they are still an approved member of (the statements' `person` and `clubs`).
 */
async function mine(ctx: GraphQLContext): Promise<Mine> {
  const clubIds = [...new Set((await ctx.access.approvedMemberships()).map((m) => m.clubId))];
  return { person: ctx.viewer.personId, clubs: clubIds };
}

/** `mine` as a condition of its own. */
async function mineWhere(ctx: GraphQLContext) {
  const { person, clubs } = await mine(ctx);
  return and(
    eq(notifications.personId, person),
    clubs.length > 0 ? inArray(notifications.clubId, clubs) : sql`false`,
  );
}

/** `mine` in a statement built once. */
const ownNotifications = and(
  eq(notifications.personId, sql.placeholder('person')),
  idsAmong(notifications.clubId, 'clubs'),
);

export async function myNotifications(
  ctx: GraphQLContext,
  limit: number | null | undefined,
  offset: number | null | undefined,
): Promise<NotificationRow[]> {
  if ((offset ?? 0) < 0) throw new TouchlineError('NEGATIVE_OFFSET');
  if ((limit ?? 0) < 0) throw new TouchlineError('NEGATIVE_LIMIT');
  const statement = builtOnce<NotificationRow, Mine & { limit: number; offset: number }>(
    ctx.db,
    'my_notifications',
    (db) =>
      db
        .select()
        .from(notifications)
        .where(ownNotifications)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  return statement.execute({
    ...(await mine(ctx)),
    limit: Math.min(limit ?? 20, MAX_NOTIFICATIONS_PAGE),
    offset: offset ?? 0,
  });
}

export async function unreadNotificationCount(ctx: GraphQLContext): Promise<number> {
  const statement = builtOnce<{ unread: number }, Mine>(ctx.db, 'unread_notifications', (db) =>
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(ownNotifications, isNull(notifications.readAt))),
  );
  const [row] = await statement.execute(await mine(ctx));
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
    .where(and(await mineWhere(ctx), eq(notifications.id, id)));
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
    .where(and(await mineWhere(ctx), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return done(read.length);
}
