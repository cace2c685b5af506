import { uniqueIds } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { Subject } from '../../access/Subject.js';
import type { GraphQLContext } from '../../context.js';
import { sessionParticipations } from '../../db/tables.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { SessionParticipationTagsInput } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import type { ParticipationRow } from '../sessionReports/index.js';
import { tagIssue } from './resolveSegment.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';

type StoredParticipation = typeof sessionParticipations.$inferSelect;

/** An athlete's participation, as a part of its session (Edit to tag it). */
function participationSubject(id: string): Subject<StoredParticipation> {
  return {
    type: 'Session',
    find: async ({ db }) => {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(sessionParticipations)
        .where(eq(sessionParticipations.id, id));
      return row;
    },
    factsOf: (row) => ({ id: row.sessionId, clubId: row.clubId }),
    notFound: () => new TouchlineError('SESSION_PARTICIPATION_NOT_FOUND'),
  };
}

/**
 * docs/product/dashboard-and-segments.md §7 UpdateSessionParticipations: each participation's tags become
 * those sent (tags the club allows on athletes in sessions), all in one
 * transaction, or none when one breaks the rules.
 */
export async function tagSessionParticipations(
  ctx: GraphQLContext,
  inputs: readonly SessionParticipationTagsInput[],
): Promise<Outcome<ParticipationRow[]>> {
  const rows: StoredParticipation[] = [];
  for (const input of inputs)
    rows.push(await authorize(ctx.access, 'Edit', participationSubject(input.id)));
  const issues: InputIssue[] = [];
  const tags = new Map<string, string[]>();
  for (const [index, input] of inputs.entries()) {
    const row = rows[index]!;
    const clubTags = await ctx.loaders.tagDefinitionsByClubId.load(row.clubId);
    const ids = uniqueIds(input.tagDefinitionIds);
    const wrong = tagIssue(
      ids,
      'session_participation',
      { tagKinds: new Map(clubTags.map((tag) => [tag.id, tag.validTaggableTypes])) },
      'Tags',
    );
    if (wrong) issues.push({ path: ['participations', index, 'tagDefinitionIds'], message: wrong });
    tags.set(row.id, ids);
  }
  if (issues.length > 0) return failed(issues);
  await ctx.db.transaction(async (tx) => {
    for (const [id, tagDefinitionIds] of tags) {
      await tx
        .update(sessionParticipations)
        .set({ tagDefinitionIds })
        .where(eq(sessionParticipations.id, id));
    }
  });
  const sessionIds = uniqueIds(rows.map((row) => row.sessionId));
  for (const sessionId of sessionIds) ctx.loaders.participationsBySessionId.clear(sessionId);
  const all = (await ctx.loaders.participationsBySessionId.loadMany(sessionIds)).flatMap(
    (result) => (result instanceof Error ? [] : result),
  );
  const wanted = new Set(tags.keys());
  return done(all.filter((participation) => wanted.has(participation.id)));
}
