import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { payload, type MutationError } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import { updateClubSettings } from './clubSettings.service.js';
import { createPitch, destroyPitch, updatePitch } from './pitches.service.js';
import {
  createTagDefinition,
  destroyTagDefinition,
  updateTagDefinition,
} from './tagDefinitions.service.js';

/** The club of settings already authorised (Club.settings). */
async function clubOf(ctx: GraphQLContext, clubId: string) {
  const club = await ctx.loaders.clubById.load(clubId);
  if (!club) throw new Error(`Club ${clubId} has no row`);
  return club;
}

const destroyed = (answer: { destroyed: string | null; errors: MutationError[] }) => ({
  id: answer.destroyed,
  errors: answer.errors,
});

export const clubSettingsResolvers: Resolvers = {
  Club: {
    pitches: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Index', inClub(club.id, 'Pitch'));
      return ctx.loaders.pitchesByClubId.load(club.id);
    },
  },
  Pitch: {
    sessionCount: (pitch, _args, ctx) => ctx.loaders.sessionCountByPitchId.load(pitch.id),
  },
  ClubSettings: {
    timeZone: async (settings, _args, ctx) => (await clubOf(ctx, settings.clubId)).timeZone,
    defaultUnitSystem: async (settings, _args, ctx) =>
      (await clubOf(ctx, settings.clubId)).defaultUnitSystem,
    suggestedSegmentTitles: async (settings, _args, ctx) =>
      (await clubOf(ctx, settings.clubId)).segmentTitles,
    wellnessFlagStandardDeviations: async (settings, _args, ctx) =>
      (await clubOf(ctx, settings.clubId)).wellnessFlagStandardDeviations,
    wellnessFlagBaselineDays: async (settings, _args, ctx) =>
      (await clubOf(ctx, settings.clubId)).wellnessFlagBaselineDays,
  },
  Mutation: {
    createTagDefinition: (_parent, { clubId, input }, ctx) =>
      payload('tagDefinition', ['clubId'], () => createTagDefinition(ctx, clubId, input)),
    updateTagDefinition: (_parent, { id, input }, ctx) =>
      payload('tagDefinition', ['id'], () => updateTagDefinition(ctx, id, input)),
    destroyTagDefinition: async (_parent, { id }, ctx) =>
      destroyed(await payload('destroyed', ['id'], () => destroyTagDefinition(ctx, id))),
    createPitch: (_parent, { clubId, input }, ctx) =>
      payload('pitch', ['clubId'], () => createPitch(ctx, clubId, input)),
    updatePitch: (_parent, { id, input }, ctx) =>
      payload('pitch', ['id'], () => updatePitch(ctx, id, input)),
    destroyPitch: async (_parent, { id }, ctx) =>
      destroyed(await payload('destroyed', ['id'], () => destroyPitch(ctx, id))),
    updateClubSettings: (_parent, { clubId, input }, ctx) =>
      payload('club', ['clubId'], () => updateClubSettings(ctx, clubId, input)),
  },
};
