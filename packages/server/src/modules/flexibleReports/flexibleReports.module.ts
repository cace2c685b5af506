import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createFlexibleReportLoaders } from './flexibleReports.loaders.js';
import { flexibleReportsResolvers } from './flexibleReports.resolvers.js';

/** Flexible Reporting: reports over a dataset, and their charts (docs/product/reporting.md). */
export const flexibleReportsModule = defineModule({
  name: 'flexibleReports',
  schema: schemaFile('flexibleReports'),
  resolvers: [flexibleReportsResolvers],
  mappers: {
    FlexibleReport: './flexibleReportRows.js#FlexibleReportRow',
    FlexibleReportChart: './flexibleReportRows.js#FlexibleReportChartRow',
  },
  loaders: createFlexibleReportLoaders,
});
