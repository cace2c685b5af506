import type { UnitSystem } from '@touchline/domain';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { clubs, persons } from '../../db/schema.js';
import { sessions } from '../../db/sessionsSchema.js';
import { surveyDistributions, surveys } from '../../db/surveysSchema.js';
import type { NotificationRow } from './notificationRows.js';
import { notificationText, type NotificationText } from './notificationSentence.js';

interface Load<T> {
  load(id: string): Promise<T | null>;
}

/** What a sentence names, by id: a request's loaders, or a job's own. */
interface SentenceSources {
  clubById: Load<{ id: string; name: string; timeZone: string }>;
  sessionById: Load<{ clubId: string; kind: string; startTime: Date; opponent: string | null }>;
  surveyById: Load<{ clubId: string; title: string }>;
  notifiedDistributionById: Load<{ clubId: string; distributedAt: Date }>;
  personById: Load<{ unitSystem: UnitSystem }>;
}

/** The loaders a job reads a sentence's rows through, outside any request. */
export function sentenceSourcesOf(db: Db): SentenceSources {
  return {
    clubById: byIdLoader<typeof clubs>(db, clubs),
    sessionById: byIdLoader<typeof sessions>(db, sessions),
    surveyById: byIdLoader<typeof surveys>(db, surveys),
    notifiedDistributionById: byIdLoader<typeof surveyDistributions>(db, surveyDistributions),
    personById: byIdLoader<typeof persons>(db, persons),
  };
}

const idIn = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? payload[key] : null;

/** A notification's sentence and link, from its rows as they are now. */
export async function notificationTextOf(
  sources: SentenceSources,
  row: NotificationRow,
): Promise<NotificationText> {
  const sessionId = idIn(row.payload, 'sessionId');
  const surveyId = idIn(row.payload, 'surveyId');
  const distributionId = idIn(row.payload, 'distributionId');
  const [club, session, survey, distribution, person] = await Promise.all([
    sources.clubById.load(row.clubId),
    sessionId ? sources.sessionById.load(sessionId) : null,
    surveyId ? sources.surveyById.load(surveyId) : null,
    distributionId ? sources.notifiedDistributionById.load(distributionId) : null,
    sources.personById.load(row.personId),
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
    unitSystem: person?.unitSystem ?? 'metric',
  });
}
