import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { athleteGroupMembers, athleteGroups, athletes } from '../../db/tables.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import type { AthleteGroupAttributes } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { nameOrder, type AthleteGroupRow } from '../sessionReports/index.js';
import { athleteGroupSubject } from './squadSubjects.js';

const MAX_GROUP_NAME_CHARS = 60;
const COLOUR = /^#[0-9a-f]{6}$/i;

/** docs/product/club-administration.md §5 "Groups": staff create a group. */
export async function createAthleteGroup(
  ctx: GraphQLContext,
  clubId: string,
  attributes: AthleteGroupAttributes,
): Promise<Outcome<AthleteGroupRow>> {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'AthleteGroup'));
  return saveGroup(ctx, club.id, null, attributes);
}

/** docs/product/club-administration.md §5 "Groups": rename, recolour, set the members. */
export async function updateAthleteGroup(
  ctx: GraphQLContext,
  id: string,
  attributes: AthleteGroupAttributes,
): Promise<Outcome<AthleteGroupRow>> {
  const group = await authorize(ctx.access, 'Update', athleteGroupSubject(id));
  return saveGroup(ctx, group.clubId, group.id, attributes);
}

/** The group goes; its athletes stay. */
export async function destroyAthleteGroup(
  ctx: GraphQLContext,
  id: string,
): Promise<Outcome<string>> {
  const group = await authorize(ctx.access, 'Update', athleteGroupSubject(id));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(athleteGroups).where(eq(athleteGroups.id, group.id));
    await publishEvent(tx, { topic: 'squadUpdated', clubId: group.clubId });
  });
  return done(group.id);
}

async function saveGroup(
  ctx: GraphQLContext,
  clubId: string,
  groupId: string | null,
  attributes: AthleteGroupAttributes,
): Promise<Outcome<AthleteGroupRow>> {
  const name = attributes.name.trim();
  const colour = attributes.colour.trim().toLowerCase();
  const athleteIds = attributes.athleteIds ? [...new Set(attributes.athleteIds)] : null;
  return ctx.db.transaction(async (tx) => {
    const issues: InputIssue[] = [];
    const at = (field: string, message: string) =>
      issues.push({ path: ['attributes', field], message });
    if (name === '') at('name', "Name can't be blank.");
    if (name.length > MAX_GROUP_NAME_CHARS)
      at('name', `Name is longer than ${MAX_GROUP_NAME_CHARS} characters.`);
    if (!COLOUR.test(colour)) at('colour', 'Colour must be a colour such as #1e88e5.');
    const [namesake] = await tx
      .select({ id: athleteGroups.id })
      .from(athleteGroups)
      .where(
        and(
          eq(athleteGroups.clubId, clubId),
          sql`lower(${athleteGroups.name}) = lower(${name})`,
          groupId ? ne(athleteGroups.id, groupId) : undefined,
        ),
      );
    if (namesake) at('name', `A group named ${name} exists.`);
    if (athleteIds && (await currentAthletesOf(tx, clubId, athleteIds)) < athleteIds.length)
      at('athleteIds', 'Athlete not found');
    if (issues.length > 0) return failed(issues);
    const [group] = groupId
      ? await tx
          .update(athleteGroups)
          .set({ name, colour })
          .where(eq(athleteGroups.id, groupId))
          .returning()
      : await tx.insert(athleteGroups).values({ clubId, name, colour }).returning();
    if (athleteIds) {
      // The current squad's members are replaced; archived ones stay in the group's history.
      const current = tx
        .select({ id: athletes.id })
        .from(athletes)
        .where(and(eq(athletes.clubId, clubId), isNull(athletes.archivedAt)));
      await tx
        .delete(athleteGroupMembers)
        .where(
          and(
            eq(athleteGroupMembers.groupId, group!.id),
            inArray(athleteGroupMembers.athleteId, current),
          ),
        );
      if (athleteIds.length > 0)
        await tx
          .insert(athleteGroupMembers)
          .values(athleteIds.map((athleteId) => ({ clubId, groupId: group!.id, athleteId })));
    }
    await publishEvent(tx, { topic: 'squadUpdated', clubId });
    return done({ ...group!, athletes: await membersOf(tx, group!.id) });
  });
}

async function currentAthletesOf(tx: Db, clubId: string, ids: string[]): Promise<number> {
  if (!ids.every(isUuid)) return 0;
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(
      and(eq(athletes.clubId, clubId), inArray(athletes.id, ids), isNull(athletes.archivedAt)),
    );
  return rows.length;
}

async function membersOf(tx: Db, groupId: string) {
  const rows = await tx
    .select({ athlete: athletes })
    .from(athleteGroupMembers)
    .innerJoin(athletes, eq(athletes.id, athleteGroupMembers.athleteId))
    .where(and(eq(athleteGroupMembers.groupId, groupId), isNull(athletes.archivedAt)));
  return rows.map((row) => row.athlete).sort((a, b) => nameOrder.compare(a.name, b.name));
}
