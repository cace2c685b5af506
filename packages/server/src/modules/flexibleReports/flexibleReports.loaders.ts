import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { flexibleReportCharts, flexibleReports } from '../../db/reportingSchema.js';
import { byKeys } from '../clubs/clubs.loaders.js';
import { groupBy } from '../sessionReports/sessionReports.loaders.js';
import type { FlexibleReportChartRow, FlexibleReportRow } from './flexibleReportRows.js';

/** Reports and their charts: batched per request (their datasets: the datasets module's loaders). */
export function createFlexibleReportLoaders(db: Db) {
  return {
    flexibleReportById: new DataLoader<string, FlexibleReportRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(flexibleReports)
        .where(inArray(flexibleReports.id, [...ids]));
      return byKeys(ids, rows, (row) => row.id, null);
    }),
    reportChartById: new DataLoader<string, FlexibleReportChartRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(flexibleReportCharts)
        .where(inArray(flexibleReportCharts.id, [...ids]));
      return byKeys(ids, rows, (row) => row.id, null);
    }),
    /** By position. */
    reportChartsByReportId: new DataLoader<string, FlexibleReportChartRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(flexibleReportCharts)
        .where(inArray(flexibleReportCharts.flexibleReportId, [...ids]))
        .orderBy(asc(flexibleReportCharts.position));
      return groupBy(ids, rows, (row) => row.flexibleReportId);
    }),
  };
}
