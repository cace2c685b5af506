import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { matchDefinitions, pitches } from '../../db/rosterSchema.js';
import { clubs } from '../../db/schema.js';
import { isUuid } from '../../graphql/ids.js';
import { matchPeriods, sessions } from '../../db/sessionsSchema.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { validateSessionInput, type MatchPeriodInput, type SessionInput } from './sessionInput.js';

const DEFAULT_MATCH_NAME = 'Match';

/**
 * Creates a session (and a match's periods) for a club, after checking the
 * input and that the club may record sessions. The previous session is the
 * club's latest one that started before this one.
 */
export async function createSession(
  db: Db,
  clubId: string,
  input: SessionInput,
): Promise<SessionRow> {
  validateSessionInput(input);
  return db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw new InvalidInputError('Club not found.');
    if (club.suspended) {
      throw new InvalidInputError(
        `${club.name} is suspended: no sessions can be created until it is reactivated.`,
      );
    }
    await checkClubPitch(tx, clubId, input.pitchId);
    const [previous] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.clubId, clubId), lt(sessions.startTime, input.startTime)))
      .orderBy(desc(sessions.startTime))
      .limit(1);
    const matchDefinitionId = await matchDefinitionOf(tx, clubId, input);
    const [session] = await tx
      .insert(sessions)
      .values({
        clubId,
        kind: input.kind,
        ...sessionColumns(input),
        previousSessionId: previous?.id ?? null,
        matchDefinitionId,
      })
      .returning();
    await insertPeriods(tx, session!, input.periods ?? []);
    await publishEvent(tx, { topic: 'sessionsChanged', clubId, sessionId: session!.id });
    return session!;
  });
}

/** The columns a session's form sets, trimmed; what is left out is cleared. */
export function sessionColumns(input: SessionInput) {
  return {
    startTime: input.startTime,
    endTime: input.endTime,
    description: input.description?.trim() || null,
    opponent: input.opponent?.trim() || null,
    score: input.score ?? null,
    opponentScore: input.opponentScore ?? null,
    pitchId: input.pitchId ?? null,
  };
}

/** A pitch of the club, or a clear refusal; none given is none. */
export async function checkClubPitch(
  tx: Pick<Db, 'select'>,
  clubId: string,
  pitchId: string | null | undefined,
): Promise<void> {
  if (!pitchId) return;
  // A malformed id is no pitch of the club either; it needs no query to say so.
  const [pitch] = isUuid(pitchId)
    ? await tx
        .select({ id: pitches.id })
        .from(pitches)
        .where(and(eq(pitches.id, pitchId), eq(pitches.clubId, clubId)))
    : [];
  if (!pitch) throw new InvalidInputError('That pitch is not one of the club’s pitches.');
}

/** A match's definition, by the name the club calls its matches (made on first use); none for a training. */
export async function matchDefinitionOf(
  tx: Pick<Db, 'select' | 'insert'>,
  clubId: string,
  input: Pick<SessionInput, 'kind' | 'matchDefinitionName'>,
): Promise<string | null> {
  if (input.kind !== 'match') return null;
  const name = input.matchDefinitionName?.trim() || DEFAULT_MATCH_NAME;
  const [existing] = await tx
    .select({ id: matchDefinitions.id })
    .from(matchDefinitions)
    .where(and(eq(matchDefinitions.clubId, clubId), eq(matchDefinitions.name, name)));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(matchDefinitions)
    .values({ clubId, name })
    .returning({ id: matchDefinitions.id });
  return created!.id;
}

/** A match's periods, in order of play. */
export async function insertPeriods(
  tx: Pick<Db, 'insert'>,
  session: Pick<SessionRow, 'id' | 'clubId'>,
  periods: readonly MatchPeriodInput[],
): Promise<void> {
  const sorted = [...periods].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  if (sorted.length === 0) return;
  await tx.insert(matchPeriods).values(
    sorted.map((period, ordinal) => ({
      clubId: session.clubId,
      sessionId: session.id,
      name: period.name.trim(),
      ordinal,
      startTime: period.startTime,
      endTime: period.endTime,
    })),
  );
}
