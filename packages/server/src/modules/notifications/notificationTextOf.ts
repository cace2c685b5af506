import type { GraphQLContext } from '../../context.js';
import type { NotificationRow } from './notificationRows.js';
import { notificationText, type NotificationText } from './notificationSentence.js';

const idIn = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? payload[key] : null;

/** A notification's sentence and link, from its rows as they are now (through the request's loaders). */
export async function notificationTextOf(
  ctx: GraphQLContext,
  row: NotificationRow,
): Promise<NotificationText> {
  const sessionId = idIn(row.payload, 'sessionId');
  const surveyId = idIn(row.payload, 'surveyId');
  const distributionId = idIn(row.payload, 'distributionId');
  const [club, session, survey, distribution] = await Promise.all([
    ctx.loaders.clubById.load(row.clubId),
    sessionId ? ctx.loaders.sessionById.load(sessionId) : null,
    surveyId ? ctx.loaders.surveyById.load(surveyId) : null,
    distributionId ? ctx.loaders.notifiedDistributionById.load(distributionId) : null,
  ]);
  // Only the notification's own club's rows are named.
  const own = <T extends { clubId: string }>(found: T | null | undefined) =>
    found && found.clubId === row.clubId ? found : null;
  return notificationText({
    type: row.type,
    payload: row.payload,
    club,
    session: own(session),
    survey: own(survey),
    distributedAt: own(distribution)?.distributedAt ?? null,
  });
}
