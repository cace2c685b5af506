import type { MetricSettings as EngineSettings } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { Resolvers } from '../../generated/graphql.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { done, payload } from '../../errors/mutationOutcome.js';
import {
  loadMetricSettings,
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
