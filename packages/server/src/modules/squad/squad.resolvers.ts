import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow } from '../../db/rows.js';
import { payload } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import {
  createAthleteGroup,
  destroyAthleteGroup,
  updateAthleteGroup,
} from './athleteGroups.service.js';
import { createAthlete, setArchived, updateAthlete } from './athletes.service.js';
import { importSquad } from './importSquad.service.js';
import { positionChoicesOf } from './squadChoices.js';
import { squadOf } from './squadSubjects.js';

/** An athlete's squad record, for their club's staff only (FORBIDDEN for others). */
function staffOnly<T>(read: (athlete: AthleteRow, ctx: GraphQLContext) => T | Promise<T>) {
  return async (athlete: AthleteRow, _args: unknown, ctx: GraphQLContext) => {
    await authorize(ctx.access, 'Index', squadOf(athlete.clubId));
    return read(athlete, ctx);
  };
}

export const squadResolvers: Resolvers = {
  Athlete: {
    preferredName: staffOnly((athlete) => athlete.preferredName),
    shirtNumber: staffOnly((athlete) => athlete.shirtNumber),
    position: staffOnly(async (athlete, ctx) =>
      athlete.positionId
        ? ((await ctx.loaders.positionById.load(athlete.positionId))?.name ?? null)
        : null,
    ),
    dateOfBirth: staffOnly((athlete) => athlete.dateOfBirth),
    deviceSerials: staffOnly((athlete) => athlete.deviceSerials),
    maxHeartRateBpm: staffOnly((athlete) => athlete.maxHeartRateBpm),
    topSpeedReferenceKph: staffOnly((athlete) => athlete.topSpeedReferenceKph),
    groups: staffOnly(async (athlete, ctx) => {
      const [groups, ids] = await Promise.all([
        ctx.loaders.athleteGroupsByClubId.load(athlete.clubId),
        ctx.loaders.groupIdsByAthleteId.load(athlete.id),
      ]);
      return groups.filter((group) => ids.includes(group.id));
    }),
    archived: staffOnly((athlete) => athlete.archivedAt !== null),
    hasAccount: staffOnly((athlete) => athlete.personId !== null),
  },
  Club: {
    squadAthletes: async (club, { includeArchived }, ctx) => {
      await authorize(ctx.access, 'Index', squadOf(club.id));
      const squad = await ctx.loaders.squadByClubId.load(club.id);
      return includeArchived ? squad : squad.filter((athlete) => athlete.archivedAt === null);
    },
    positionChoices: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Index', squadOf(club.id));
      return positionChoicesOf(club, await ctx.loaders.positionsByClubId.load(club.id));
    },
  },
  Mutation: {
    createAthlete: (_parent, { clubId, attributes }, ctx) =>
      payload('athlete', ['clubId'], () => createAthlete(ctx, clubId, attributes)),
    updateAthlete: (_parent, { id, attributes }, ctx) =>
      payload('athlete', ['id'], () => updateAthlete(ctx, id, attributes)),
    archiveAthlete: (_parent, { id }, ctx) =>
      payload('athlete', ['id'], () => setArchived(ctx, id, true)),
    restoreAthlete: (_parent, { id }, ctx) =>
      payload('athlete', ['id'], () => setArchived(ctx, id, false)),
    importSquad: async (_parent, { clubId, header, lines, confirm }, ctx) => {
      const answer = await payload('outcome', ['clubId'], () =>
        importSquad(ctx, clubId, header, lines, confirm),
      );
      return {
        rows: answer.outcome?.rows ?? [],
        athletes: answer.outcome?.athletes ?? [],
        errors: answer.errors,
      };
    },
    createAthleteGroup: (_parent, { clubId, attributes }, ctx) =>
      payload('athleteGroup', ['clubId'], () => createAthleteGroup(ctx, clubId, attributes)),
    updateAthleteGroup: (_parent, { id, attributes }, ctx) =>
      payload('athleteGroup', ['id'], () => updateAthleteGroup(ctx, id, attributes)),
    destroyAthleteGroup: (_parent, { id }, ctx) =>
      payload('id', ['id'], () => destroyAthleteGroup(ctx, id)),
  },
  Subscription: {
    squadUpdated: {
      subscribe: async (_parent, { clubId }, ctx) => {
        await authorize(ctx.access, 'Index', squadOf(clubId));
        return ctx.pubSub.subscribe('squadUpdated', clubId);
      },
      // Answered afresh: the viewer may have stopped being staff meanwhile.
      resolve: (event: { clubId: string }, _args: unknown, ctx: GraphQLContext) =>
        authorize(ctx.access.fresh(), 'Index', squadOf(event.clubId)),
    },
  },
};
