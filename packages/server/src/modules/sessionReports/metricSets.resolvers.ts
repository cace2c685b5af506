import { packSpeeds } from '@touchline/domain';
import type { Resolvers } from '../../generated/graphql.js';
import { heatmapUrl } from '../heatmaps/index.js';
import type { PeakDemandRow } from './sessionReportRows.js';
import { isoSampledSeries, isoTimedValues, storedSpeedBins } from './storedSeries.js';

export const metricSetsResolvers: Resolvers = {
  AthleteMetricSet: {
    timeAtKph: async (set, _args, ctx) =>
      storedSpeedBins(await ctx.loaders.metricSeries.timeAtKph.load(set.id)),
    avgSpeedBreakdown: async (set, _args, ctx) =>
      isoTimedValues(await ctx.loaders.metricSeries.avgSpeedKphOverTime.load(set.id)),
    avgSpeedKphOverTime: async (set, _args, ctx) =>
      isoTimedValues(await ctx.loaders.metricSeries.avgSpeedKphOverTime.load(set.id)),
    distanceMOverTime: async (set, _args, ctx) =>
      isoTimedValues(await ctx.loaders.metricSeries.distanceMOverTime.load(set.id)),
    sampledSpeedKphOverTime: async (set, _args, ctx) =>
      isoSampledSeries(await ctx.loaders.metricSeries.sampledSpeedKphOverTime.load(set.id)),
    sampledHeartRateBpmOverTime: async (set, _args, ctx) => {
      const stored = await ctx.loaders.metricSeries.sampledHeartRateBpmOverTime.load(set.id);
      return stored ? isoSampledSeries(stored) : null;
    },
    matchSessionPeriod: async (set, _args, ctx) => {
      if (!set.matchPeriodId) return null;
      const periods = await ctx.loaders.matchPeriodsBySessionId.load(set.sessionId);
      return periods.find((period) => period.id === set.matchPeriodId) ?? null;
    },
    peakDemands: async (set, _args, ctx) =>
      (await ctx.loaders.metricSeries.peakDemands.load(set.id)) as PeakDemandRow[],
    heatmapUrl: (set) => (set.hasHeatmap ? heatmapUrl(set.id) : null),
  },
  PeakDemand: {
    distanceStartTime: (demand) => isoOrNull(demand.distanceStartMs),
    highIntensityStartTime: (demand) => isoOrNull(demand.highIntensityStartMs),
    accelerationsDecelerationsStartTime: (demand) =>
      isoOrNull(demand.accelerationsDecelerationsStartMs),
  },
  SampledSpeedSeries: {
    packedValues: (series) => packSpeeds(series.values),
  },
  // Hundredths of a bpm fit the speeds' packing: 250 bpm is 25,000 of 65,534.
  SampledHeartRateSeries: {
    packedValues: (series) => packSpeeds(series.values),
  },
  SessionMetricSet: {
    avgDistanceMOverTime: async (set, _args, ctx) =>
      isoTimedValues(await ctx.loaders.teamDistanceOverTime.load(set.id)),
    avgDistanceM: (set) => set.avgTotalDistanceM,
    avgSprintDistanceM: (set) => set.avgTotalSprintDistanceM,
    avgHighIntensityRunDistanceM: (set) => set.avgTotalHighIntensityDistanceM,
  },
};

const isoOrNull = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();
