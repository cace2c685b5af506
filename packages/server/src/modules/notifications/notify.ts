import type { NotificationType } from '@touchline/domain';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/surveysSchema.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
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
 * and a live event per row, delivered at commit when `db` is a transaction.
 * Call it inside the transaction that makes what it tells of.
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
  return rows;
}
