import { athleteFieldProblems, initialsOf, listItems, type AthleteFields } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { AthleteRow, ClubRow } from '../../db/rows.js';
import { athleteGroupMembers, athletes } from '../../db/tables.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import type { AthleteAttributes } from '../../generated/graphql.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { positionIdOf, squadContextOf } from './squadChoices.js';
import { squadAthleteSubject, squadOf } from './squadSubjects.js';

const SHIRT_INDEX = 'athletes_club_shirt_idx';

export const shirtTaken = (shirtNumber: number, wearer: string) =>
  `Shirt number ${shirtNumber} is worn by ${wearer}.`;

/** docs/product/club-administration.md §4: staff add an athlete (no account needed). */
export async function createAthlete(
  ctx: GraphQLContext,
  clubId: string,
  attributes: AthleteAttributes,
): Promise<Outcome<AthleteRow>> {
  const club = await authorize(ctx.access, 'Create', squadOf(clubId));
  return saveAthlete(ctx, club, null, attributes);
}

/** docs/product/club-administration.md §4: staff change an athlete's record. */
export async function updateAthlete(
  ctx: GraphQLContext,
  id: string,
  attributes: AthleteAttributes,
): Promise<Outcome<AthleteRow>> {
  const athlete = await authorize(ctx.access, 'Update', squadAthleteSubject(id));
  const club = (await ctx.loaders.clubById.load(athlete.clubId))!;
  return saveAthlete(ctx, club, athlete, attributes);
}

/** Archived: out of the current squad, history kept. Restored: back, when their number is free. */
export async function setArchived(
  ctx: GraphQLContext,
  id: string,
  archived: boolean,
): Promise<Outcome<AthleteRow>> {
  const athlete = await authorize(ctx.access, 'Update', squadAthleteSubject(id));
  const club = (await ctx.loaders.clubById.load(athlete.clubId))!;
  return ctx.db.transaction(async (tx) => {
    if (!archived && athlete.shirtNumber !== null) {
      const wearer = (await squadContextOf(tx, club, athlete.id)).shirtNumbersTaken.get(
        athlete.shirtNumber,
      );
      if (wearer !== undefined)
        return failed([
          {
            path: ['id'],
            message: `${shirtTaken(athlete.shirtNumber, wearer)} Give ${athlete.name} another number first.`,
          },
        ]);
    }
    const [row] = await tx
      .update(athletes)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(athletes.id, athlete.id))
      .returning();
    await publishEvent(tx, { topic: 'squadUpdated', clubId: club.id });
    return done(row!);
  });
}

/** The fields of an athlete's attributes, trimmed; a field left out is cleared. */
function fieldsOf(attributes: AthleteAttributes): AthleteFields {
  return {
    name: attributes.name.trim(),
    preferredName: attributes.preferredName?.trim() || null,
    shirtNumber: attributes.shirtNumber ?? null,
    position: attributes.position?.trim() || null,
    dateOfBirth: attributes.dateOfBirth?.trim() || null,
    deviceSerials: listItems((attributes.deviceSerials ?? []).join(';')),
    maxHeartRateBpm: attributes.maxHeartRateBpm ?? null,
    topSpeedReferenceKph: attributes.topSpeedReferenceKph ?? null,
  };
}

async function saveAthlete(
  ctx: GraphQLContext,
  club: ClubRow,
  athlete: AthleteRow | null,
  attributes: AthleteAttributes,
): Promise<Outcome<AthleteRow>> {
  const fields = fieldsOf(attributes);
  const groupIds = [...new Set(attributes.groupIds ?? [])];
  try {
    return await ctx.db.transaction(async (tx) => {
      const context = await squadContextOf(tx, club, athlete?.id);
      const issues: InputIssue[] = athleteFieldProblems(fields, context.today).map((problem) => ({
        path: ['attributes', problem.field],
        message: problem.message,
      }));
      const wearer =
        fields.shirtNumber === null ? undefined : context.shirtNumbersTaken.get(fields.shirtNumber);
      if (wearer !== undefined && !athlete?.archivedAt)
        issues.push({
          path: ['attributes', 'shirtNumber'],
          message: shirtTaken(fields.shirtNumber!, wearer),
        });
      const position = fields.position;
      if (position && !context.positions.some((p) => p.toLowerCase() === position.toLowerCase()))
        issues.push({
          path: ['attributes', 'position'],
          message: `Position '${position}' is not one of: ${context.positions.join(', ')}.`,
        });
      const clubGroupIds = new Set(context.groups.map((group) => group.id));
      if (groupIds.some((groupId) => !clubGroupIds.has(groupId)))
        issues.push({ path: ['attributes', 'groupIds'], message: 'Group not found' });
      if (issues.length > 0) return failed(issues);
      const positionId = position ? await positionIdOf(tx, club, context.own, position) : null;
      const row = await writeAthlete(tx, club.id, athlete, athleteColumns(fields, positionId));
      await setGroupsOf(tx, club.id, row.id, groupIds);
      await publishEvent(tx, { topic: 'squadUpdated', clubId: club.id });
      return done(row);
    });
  } catch (error) {
    // Two saves of the same number at once: the index keeps one, the other is told.
    if (String((error as { cause?: unknown }).cause ?? error).includes(SHIRT_INDEX))
      return failed([
        {
          path: ['attributes', 'shirtNumber'],
          message: `Shirt number ${fields.shirtNumber} was just given to another athlete.`,
        },
      ]);
    throw error;
  }
}

type AthleteColumns = Omit<typeof athletes.$inferInsert, 'clubId'>;

/** An athlete's row columns from their checked fields. */
export function athleteColumns(fields: AthleteFields, positionId: string | null): AthleteColumns {
  const { position: _name, ...columns } = fields;
  return { ...columns, initials: initialsOf(fields.name), positionId };
}

async function writeAthlete(
  tx: Db,
  clubId: string,
  athlete: AthleteRow | null,
  columns: AthleteColumns,
): Promise<AthleteRow> {
  if (athlete) {
    const [row] = await tx
      .update(athletes)
      .set(columns)
      .where(and(eq(athletes.id, athlete.id), eq(athletes.clubId, clubId)))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(athletes)
    .values({ ...columns, clubId })
    .returning();
  return row!;
}

/** The athlete's groups, replaced. */
export async function setGroupsOf(tx: Db, clubId: string, athleteId: string, groupIds: string[]) {
  await tx.delete(athleteGroupMembers).where(eq(athleteGroupMembers.athleteId, athleteId));
  if (groupIds.length === 0) return;
  await tx
    .insert(athleteGroupMembers)
    .values(groupIds.map((groupId) => ({ clubId, groupId, athleteId })));
}
