import type { NotificationType } from '@touchline/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notificationPreferences } from '../../db/notificationsSchema.js';
import { notifications } from '../../db/surveysSchema.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { sendNotificationJob, type SendNotificationJob } from './notificationQueues.js';
import type { NotificationRow } from './notificationRows.js';

/** What happened, for whom: one notification per person. */
export interface Notice {
  clubId: string;
  personIds: readonly string[];
  type: NotificationType;
  /** Ids the sentence is made from, e.g. { sessionId } or { surveyId, distributionId }. */
  payload: Record<string, unknown>;
  /** When it happened; now by default (a timer's occurrence keeps its own time). */
  at?: Date;
}

/**
 * The one way a notification is made: a row per person (each person once),
 * a live event per row, and a job per channel the person chose for the type
 * (e-mail, push), all delivered at commit when `db` is a transaction. Call it
 * inside the transaction that makes what it tells of: sending happens after,
 * and a channel that fails never fails it.
 */
export async function notify(db: Db, notice: Notice): Promise<NotificationRow[]> {
  const personIds = [...new Set(notice.personIds)];
  if (personIds.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      personIds.map((personId) => ({
        clubId: notice.clubId,
        personId,
        type: notice.type,
        payload: notice.payload,
        ...(notice.at ? { createdAt: notice.at } : {}),
      })),
    )
    .returning();
  for (const row of rows)
    await publishEvent(db, {
      topic: 'notificationReceived',
      personId: row.personId,
      notificationId: row.id,
    });
  await sendNotificationJob.sendInTransaction(db, await channelJobs(db, notice, rows));
  return rows;
}

/** A job per notification and channel its person chose for the type. */
async function channelJobs(
  db: Db,
  notice: Notice,
  rows: readonly NotificationRow[],
): Promise<SendNotificationJob[]> {
  const chosen = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.type, notice.type),
        inArray(
          notificationPreferences.personId,
          rows.map((row) => row.personId),
        ),
        or(eq(notificationPreferences.email, true), eq(notificationPreferences.push, true)),
      ),
    );
  return rows.flatMap((row) => {
    const choice = chosen.find((each) => each.personId === row.personId);
    if (!choice) return [];
    const job = { clubId: row.clubId, notificationId: row.id };
    return [
      ...(choice.email ? [{ ...job, channel: 'email' as const }] : []),
      ...(choice.push ? [{ ...job, channel: 'push' as const }] : []),
    ];
  });
}
