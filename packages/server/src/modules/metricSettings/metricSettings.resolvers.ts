import type { MetricSettings as EngineSettings } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { startingWith } from '../../pubsub/startingWith.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { done, payload } from '../../errors/mutationOutcome.js';
import {
  loadMetricSettings,
  sessionsProcessing,
  sessionsWithStoredFiles,
  updateMetricSettings,
  type MetricSettingsChanges,
} from './metricSettings.service.js';

const asGraphql = (settings: EngineSettings) => ({
  ...settings,
  speedZoneBoundsKph: [...settings.speedZoneBoundsKph],
});

export const metricSettingsResolvers: Resolvers = {
  Club: {
    metricSettings: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id, 'ClubSettings'));
      return asGraphql(await loadMetricSettings(ctx.db, club.id));
    },
    sessionsWithStoredFiles: async (club, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(club.id, 'ClubSettings'));
      return sessionsWithStoredFiles(ctx.db, club.id);
    },
  },
  Subscription: {
    clubReprocessing: {
      subscribe: async (_parent, { clubId }, ctx) => {
        const club = await authorize(ctx.access, 'Show', inClub(clubId, 'ClubSettings'));
        // The current count first: sessions may have finished before the page subscribed.
        return startingWith(
          { clubId: club.id, sessionId: '' },
          ctx.pubSub.subscribe('sessionProcessed', club.id),
        );
      },
      // Counted afresh for every event, access checked again (the viewer may have left).
      resolve: async (event: { clubId: string }, _args: unknown, ctx: GraphQLContext) => {
        const club = await authorize(
          ctx.access.fresh(),
          'Show',
          inClub(event.clubId, 'ClubSettings'),
        );
        return { clubId: club.id, sessionsProcessing: await sessionsProcessing(ctx.db, club.id) };
      },
    },
  },
  Mutation: {
    updateMetricSettings: async (_parent, { input }, ctx) => {
      const { saved, errors } = await payload('saved', ['input'], async () => {
        const club = await authorize(ctx.access, 'Update', inClub(input.clubId, 'ClubSettings'));
        const bounds = input.speedZoneBoundsKph;
        if (bounds && bounds.length !== 5) throw new TouchlineError('SPEED_ZONE_BOUNDS_COUNT');
        const changes: MetricSettingsChanges = {
          ...(input.highIntensitySpeedKph != null && {
            highIntensitySpeedKph: input.highIntensitySpeedKph,
          }),
          ...(input.sprintSpeedKph != null && { sprintSpeedKph: input.sprintSpeedKph }),
          ...(bounds && {
            speedZoneBoundsKph: bounds as unknown as EngineSettings['speedZoneBoundsKph'],
          }),
          ...(input.accelerationThresholdMps2 != null && {
            accelerationThresholdMps2: input.accelerationThresholdMps2,
          }),
          ...(input.individualSpeedZones != null && {
            individualSpeedZones: input.individualSpeedZones,
          }),
        };
        return done(await updateMetricSettings(ctx.db, ctx.jobs, club.id, changes));
      });
      return {
        metricSettings: saved ? asGraphql(saved.settings) : null,
        sessionsReprocessing: saved?.sessionsReprocessing ?? null,
        errors,
      };
    },
  },
};
