import type { GraphQLContext } from '../../context.js';
import type { AthleteRow } from '../../db/rows.js';

/** The viewer's athlete record in a club, when they are an approved athlete there. */
export async function athleteOf(ctx: GraphQLContext, clubId: string): Promise<AthleteRow | null> {
  if (!(await ctx.access.membership(clubId, 'athlete'))) return null;
  const athletes = await ctx.loaders.athletesByPersonId.load(ctx.viewer.personId);
  return athletes.find((athlete) => athlete.clubId === clubId) ?? null;
}
