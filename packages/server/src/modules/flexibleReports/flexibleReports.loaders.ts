import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { flexibleReportCharts, flexibleReports } from '../../db/reportingSchema.js';
import { groupBy } from '../../db/loaderRows.js';
import type { FlexibleReportChartRow } from './flexibleReportRows.js';

/** Reports and their charts: batched per request (their datasets: the datasets module's loaders). */
export function createFlexibleReportLoaders(db: Db) {
  return {
    flexibleReportById: byIdLoader(db, flexibleReports),
    reportChartById: byIdLoader(db, flexibleReportCharts),
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
