import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createDashboardLoaders } from './dashboard.loaders.js';
import { dashboardResolvers } from './dashboard.resolvers.js';

/** The dashboard: last session, team weekly overview, athlete weekly summaries. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  schema: schemaFile('dashboard'),
  resolvers: [dashboardResolvers],
  mappers: {
    AthleteWeeklySummary: './dashboardRows.js#AthleteWeeklySummaryRow',
  },
  loaders: createDashboardLoaders,
});
