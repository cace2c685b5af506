import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/rows.js';
import { matchDefinitions, pitches } from '../../db/rosterSchema.js';
import { clubs } from '../../db/schema.js';
import { isUuid } from '../../graphql/ids.js';
import { matchPeriods, sessions } from '../../db/sessionsSchema.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { validateSessionInput, type SessionInput } from './sessionInput.js';

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
    if (input.pitchId) {
      // A malformed id is no pitch of the club either; it needs no query to say so.
      const [pitch] = isUuid(input.pitchId)
        ? await tx
            .select({ id: pitches.id })
            .from(pitches)
            .where(and(eq(pitches.id, input.pitchId), eq(pitches.clubId, clubId)))
        : [];
      if (!pitch) throw new InvalidInputError('That pitch is not one of the club’s pitches.');
    }
    const [previous] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.clubId, clubId), lt(sessions.startTime, input.startTime)))
      .orderBy(desc(sessions.startTime))
      .limit(1);
    const matchDefinitionId =
      input.kind === 'match'
        ? await matchDefinitionNamed(
            tx,
            clubId,
            input.matchDefinitionName?.trim() || DEFAULT_MATCH_NAME,
          )
        : null;
    const [session] = await tx
      .insert(sessions)
      .values({
        clubId,
        kind: input.kind,
        startTime: input.startTime,
        endTime: input.endTime,
        description: input.description?.trim() || null,
        previousSessionId: previous?.id ?? null,
        matchDefinitionId,
        opponent: input.opponent?.trim() || null,
        score: input.score ?? null,
        opponentScore: input.opponentScore ?? null,
        pitchId: input.pitchId ?? null,
      })
      .returning();
    const periods = [...(input.periods ?? [])].sort(
      (a, b) => a.startTime.getTime() - b.startTime.getTime(),
    );
    if (periods.length > 0) {
      await tx.insert(matchPeriods).values(
        periods.map((period, ordinal) => ({
          clubId,
          sessionId: session!.id,
          name: period.name.trim(),
          ordinal,
          startTime: period.startTime,
          endTime: period.endTime,
        })),
      );
    }
    return session!;
  });
}

async function matchDefinitionNamed(
  tx: Pick<Db, 'select' | 'insert'>,
  clubId: string,
  name: string,
): Promise<string> {
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
