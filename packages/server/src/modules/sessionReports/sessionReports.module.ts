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
  loaders: createSessionReportLoaders,
});
