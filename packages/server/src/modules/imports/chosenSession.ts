import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import type { SessionRow } from '../../db/rows.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { ImportSessionChoice } from '../../generated/graphql.js';
import { parseSessionInput } from '../sessions/index.js';
import type { ImportRow } from './importRows.js';

/** The session an import's files go to: one of the club's, or a new one to create. */
export type SessionTarget =
  { existing: SessionRow } | { create: ReturnType<typeof parseSessionInput> };

/**
 * The coach's choice of session for an import (docs/product/importing.md §4):
 * an import started from a session goes to that session; a new session is
 * the import's club's.
 */
export async function chosenSession(
  ctx: Pick<GraphQLContext, 'access'>,
  target: ImportRow,
  { sessionId, newSession }: ImportSessionChoice,
): Promise<SessionTarget> {
  if ((sessionId == null) === (newSession == null)) {
    throw new InvalidInputError('Choose one session: one of the club’s, or a new one.');
  }
  if (target.sessionId && sessionId !== target.sessionId) {
    throw new InvalidInputError('These files go to the session they were added to.');
  }
  if (sessionId) {
    const existing = await authorize(ctx.access, 'Edit', sessionSubject(sessionId));
    if (existing.clubId !== target.clubId) throw new TouchlineError('SESSION_NOT_FOUND');
    return { existing };
  }
  if (newSession!.clubId !== target.clubId) throw new TouchlineError('CLUB_NOT_FOUND');
  await authorize(ctx.access, 'Create', inClub(target.clubId, 'Session'));
  return { create: parseSessionInput(newSession!) };
}
