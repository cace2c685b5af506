import { authorize } from '../../access/authorize.js';
import { session as sessionSubject } from '../../access/session.js';
import type { GraphQLContext } from '../../context.js';
import { imports } from '../../db/tables.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { ensureClubActive } from '../sessions/index.js';
import type { ImportRow } from './importRows.js';
import { importsOf } from './importSubjects.js';

/** Staff start an import, for a new session or one of the club's (docs/product/importing.md §2). */
export async function createImport(
  ctx: Pick<GraphQLContext, 'db' | 'access'>,
  clubId: string,
  sessionId: string | null | undefined,
): Promise<Outcome<ImportRow>> {
  const club = await authorize(ctx.access, 'Create', importsOf(clubId));
  await ensureClubActive(ctx.db, club.id);
  if (sessionId) {
    const session = await authorize(ctx.access, 'Edit', sessionSubject(sessionId));
    if (session.clubId !== club.id) throw new TouchlineError('SESSION_NOT_FOUND');
  }
  const [row] = await ctx.db
    .insert(imports)
    .values({ clubId: club.id, sessionId: sessionId ?? null, createdBy: ctx.access.personId })
    .returning();
  return done(row!);
}
