import { addCalendarDays, calendarDateIn, instantAtLocalTime } from '@touchline/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessionParticipations, sessions } from '../../db/sessionsSchema.js';
import type { SurveyTriggerRow } from './surveyRecipients.js';

/**
 * How late a trigger still sends an occurrence it missed (the server was
 * down, the queue slow): older ones are left unsent, as news that came too late.
 */
export const SURVEY_TRIGGER_LOOKBACK_MS = 6 * 3_600_000;

/** One sending of a trigger: once per local date (daily) or per session (afterSession). */
export interface SurveyOccurrence {
  occurrence: string;
  at: Date;
  sessionId: string | null;
  /** The session's athletes (after a session, only they are asked); null: everyone. */
  participants: ReadonlySet<string> | null;
}

/**
 * What a trigger has due at `now`: the occurrences whose time has come within
 * the lookback and not before the trigger existed. `daily`: localTime in the
 * trigger's zone, today's and yesterday's; `afterSession`: offsetMinutes
 * after each session of the club ends.
 */
export async function dueSurveyOccurrences(
  db: Db,
  trigger: SurveyTriggerRow,
  now: Date,
): Promise<SurveyOccurrence[]> {
  const from = Math.max(now.getTime() - SURVEY_TRIGGER_LOOKBACK_MS, trigger.createdAt.getTime());
  const due = (at: Date) => at.getTime() >= from && at.getTime() <= now.getTime();
  if (trigger.kind === 'daily') {
    if (!trigger.localTime) return [];
    const today = calendarDateIn(now, trigger.timeZone);
    return [addCalendarDays(today, -1), today]
      .map((date) => ({
        occurrence: date,
        at: instantAtLocalTime(date, trigger.localTime!, trigger.timeZone),
        sessionId: null,
        participants: null,
      }))
      .filter((occurrence) => due(occurrence.at));
  }
  const offsetMs = (trigger.offsetMinutes ?? 0) * 60_000;
  const ended = await db
    .select({ id: sessions.id, endTime: sessions.endTime })
    .from(sessions)
    .where(
      and(
        eq(sessions.clubId, trigger.clubId),
        gte(sessions.endTime, new Date(from - offsetMs)),
        lte(sessions.endTime, new Date(now.getTime() - offsetMs)),
      ),
    );
  if (ended.length === 0) return [];
  const parts = await db
    .select({
      sessionId: sessionParticipations.sessionId,
      athleteId: sessionParticipations.athleteId,
    })
    .from(sessionParticipations)
    .where(
      inArray(
        sessionParticipations.sessionId,
        ended.map((session) => session.id),
      ),
    );
  return ended.map((session) => ({
    occurrence: session.id,
    at: new Date(session.endTime.getTime() + offsetMs),
    sessionId: session.id,
    participants: new Set(
      parts.filter((part) => part.sessionId === session.id).map((part) => part.athleteId),
    ),
  }));
}
