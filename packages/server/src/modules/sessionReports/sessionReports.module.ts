import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { metricSetsResolvers } from './metricSets.resolvers.js';
import { createSessionReportLoaders } from './sessionReports.loaders.js';
import { sessionReportsResolvers } from './sessionReports.resolvers.js';

/** Match and training reports: participations, metric sets, periods, segments, warnings. */
export const sessionReportsModule = defineModule({
  name: 'sessionReports',
  schema: schemaFile('sessionReports'),
  resolvers: [sessionReportsResolvers, metricSetsResolvers],
  mappers: {
    Session: '../../db/rows.js#SessionRow',
    TrainingSession: '../../db/rows.js#SessionRow',
    MatchSession: '../../db/rows.js#SessionRow',
    SessionParticipation: './sessionReportRows.js#ParticipationRow',
    AthleteMetricSet: './sessionReportRows.js#AthleteMetricSetRow',
    SessionMetricSet: './sessionReportRows.js#TeamMetricSetRow',
    MatchSessionPeriod: './sessionReportRows.js#MatchPeriodRow',
    PeakDemand: './sessionReportRows.js#PeakDemandRow',
    SampledSpeedSeries: './storedSeries.js#IsoSampledSeries',
    SampledHeartRateSeries: './storedSeries.js#IsoSampledSeries',
    Pitch: './sessionReportRows.js#PitchRow',
    MatchDefinition: './sessionReportRows.js#MatchDefinitionRow',
    ProcessingWarning: './sessionReportRows.js#ProcessingWarningRow',
    AthleteGroup: './sessionReportRows.js#AthleteGroupRow',
    AthleteMatchAverage: './matchAveragesBySessionId.js#MatchAverageRow',
  },
  loaders: createSessionReportLoaders,
});
