import type { flexibleReportCharts, flexibleReports } from '../../db/reportingSchema.js';

/** A stored report (the FlexibleReport GraphQL type's parent). */
export type FlexibleReportRow = typeof flexibleReports.$inferSelect;

/** A stored chart of a report (the FlexibleReportChart GraphQL type's parent). */
export type FlexibleReportChartRow = typeof flexibleReportCharts.$inferSelect;
