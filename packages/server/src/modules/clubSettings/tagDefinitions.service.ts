import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { tagDefinitions } from '../../db/rosterSchema.js';
import {
  clippedTimePeriods,
  segmentParticipations,
  segments,
  sessionParticipations,
} from '../../db/sessionsSchema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { TagDefinitionInput } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import type { TagDefinitionRow } from './clubSettingsRows.js';
import { tagDefinitionSubject } from './clubSettingsSubjects.js';
import { tagFieldsOf } from './tagDefinitionRules.js';

/** Whether another tag of the club has the label (ignoring case). */
async function labelTaken(db: Db, clubId: string, label: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: tagDefinitions.id })
    .from(tagDefinitions)
    .where(
      and(
        eq(tagDefinitions.clubId, clubId),
        sql`lower(${tagDefinitions.label}) = lower(${label})`,
        exceptId ? ne(tagDefinitions.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

const labelIssue = (label: string) => ({
  path: ['input', 'label'],
  message: `A tag labelled ${label} exists.`,
});

/** docs/product/club-administration.md §5 "Tags": a new tag definition of the club. */
export async function createTagDefinition(
  ctx: GraphQLContext,
  clubId: string,
  input: TagDefinitionInput,
): Promise<Outcome<TagDefinitionRow>> {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'SessionTagDefinition'));
  const { fields, issues } = tagFieldsOf(input);
  if (!fields) return failed(issues);
  const created = await ctx.db.transaction(async (tx) => {
    if (await labelTaken(tx, club.id, fields.label)) return null;
    const [row] = await tx
      .insert(tagDefinitions)
      .values({ clubId: club.id, ...fields })
      .returning();
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
    return row!;
  });
  if (!created) return failed([labelIssue(fields.label)]);
  ctx.loaders.tagDefinitionsByClubId.clear(club.id);
  return done(created);
}

/** docs/product/club-administration.md §5 "Tags": a tag's label, colour and kinds. */
export async function updateTagDefinition(
  ctx: GraphQLContext,
  id: string,
  input: TagDefinitionInput,
): Promise<Outcome<TagDefinitionRow>> {
  const tag = await authorize(ctx.access, 'Update', tagDefinitionSubject(id));
  const { fields, issues } = tagFieldsOf(input);
  if (!fields) return failed(issues);
  const updated = await ctx.db.transaction(async (tx) => {
    if (await labelTaken(tx, tag.clubId, fields.label, tag.id)) return null;
    const [row] = await tx
      .update(tagDefinitions)
      .set(fields)
      .where(eq(tagDefinitions.id, tag.id))
      .returning();
    await publishEvent(tx, { topic: 'clubUpdated', clubId: tag.clubId });
    return row!;
  });
  if (!updated) return failed([labelIssue(fields.label)]);
  ctx.loaders.tagDefinitionsByClubId.clear(tag.clubId);
  ctx.loaders.tagDefinitionById.clear(tag.id).prime(tag.id, updated);
  return done(updated);
}

/**
 * docs/product/club-administration.md §5 "Tags": the tag goes, and with it
 * every use of it (on athletes' sessions, segments, athletes in segments and
 * clips), in one transaction.
 */
export async function destroyTagDefinition(
  ctx: GraphQLContext,
  id: string,
): Promise<Outcome<string>> {
  const tag = await authorize(ctx.access, 'Update', tagDefinitionSubject(id));
  const without = (column: AnyPgColumn) => sql`array_remove(${column}, ${tag.id}::uuid)`;
  const uses = (column: AnyPgColumn) => sql`${tag.id}::uuid = any(${column})`;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessionParticipations)
      .set({ tagDefinitionIds: without(sessionParticipations.tagDefinitionIds) })
      .where(
        and(
          eq(sessionParticipations.clubId, tag.clubId),
          uses(sessionParticipations.tagDefinitionIds),
        ),
      );
    await tx
      .update(segments)
      .set({ tagDefinitionIds: without(segments.tagDefinitionIds) })
      .where(and(eq(segments.clubId, tag.clubId), uses(segments.tagDefinitionIds)));
    await tx
      .update(segmentParticipations)
      .set({ tagDefinitionIds: without(segmentParticipations.tagDefinitionIds) })
      .where(
        and(
          eq(segmentParticipations.clubId, tag.clubId),
          uses(segmentParticipations.tagDefinitionIds),
        ),
      );
    await tx
      .update(clippedTimePeriods)
      .set({ tagDefinitionIds: without(clippedTimePeriods.tagDefinitionIds) })
      .where(
        and(eq(clippedTimePeriods.clubId, tag.clubId), uses(clippedTimePeriods.tagDefinitionIds)),
      );
    await tx.delete(tagDefinitions).where(eq(tagDefinitions.id, tag.id));
    await publishEvent(tx, { topic: 'clubUpdated', clubId: tag.clubId });
  });
  ctx.loaders.tagDefinitionsByClubId.clear(tag.clubId);
  ctx.loaders.tagDefinitionById.clear(tag.id);
  return done(tag.id);
}
