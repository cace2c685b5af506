import type { MetricSettings as EngineSettings } from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { forbidden, TouchlineError } from '../../graphql/errors.js';
import { approvedMembership, memberClub } from '../clubs/clubAccess.js';
import { InvalidInputError } from '../people/accounts.service.js';
import {
  loadMetricSettings,
  updateMetricSettings,
  type MetricSettingsChanges,
} from './metricSettings.service.js';

async function staffClub(ctx: GraphQLContext, clubId: string) {
  const club = await memberClub(ctx, clubId);
  if (!(await approvedMembership(ctx, club.id, 'staff'))) {
    throw forbidden('Only club staff can see or change the metric settings');
  }
  return club;
}

const asGraphql = (settings: EngineSettings) => ({
  ...settings,
  speedZoneBoundsKph: [...settings.speedZoneBoundsKph],
});

export const metricSettingsResolvers: Resolvers = {
  Club: {
    metricSettings: async (club, _args, ctx) => {
      await staffClub(ctx, club.id);
      return asGraphql(await loadMetricSettings(ctx.db, club.id));
    },
  },
  Mutation: {
    updateMetricSettings: async (_parent, { input }, ctx) => {
      const club = await staffClub(ctx, input.clubId);
      const bounds = input.speedZoneBoundsKph;
      if (bounds && bounds.length !== 5) {
        throw new TouchlineError('BAD_USER_INPUT', 'Give the five speed zone bounds.');
      }
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
      try {
        const result = await updateMetricSettings(ctx.db, ctx.jobs, club.id, changes);
        return {
          metricSettings: asGraphql(result.settings),
          sessionsReprocessing: result.sessionsReprocessing,
        };
      } catch (error) {
        if (error instanceof InvalidInputError)
          throw new TouchlineError('BAD_USER_INPUT', error.message);
        throw error;
      }
    },
  },
};
