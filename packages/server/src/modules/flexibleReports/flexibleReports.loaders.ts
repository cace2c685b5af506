import DataLoader from 'dataloader';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { datasets, flexibleReportCharts, flexibleReports } from '../../db/reportingSchema.js';
import { byKeys } from '../clubs/clubs.loaders.js';
import { groupBy } from '../sessionReports/sessionReports.loaders.js';
import type {
  FlexibleReportChartRow,
  FlexibleReportRow,
  ReportDatasetSummary,
} from './flexibleReportRows.js';

/** Reports, their charts and their datasets' summaries: batched per request. */
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
    /** A report's dataset without its table (the list shows every report's status). */
    reportDatasetById: new DataLoader<string, ReportDatasetSummary | null>(async (ids) => {
      const rows = await db
        .select({
          id: datasets.id,
          status: datasets.status,
          startsOn: datasets.startsOn,
          endsOn: datasets.endsOn,
          dateFormat: datasets.dateFormat,
        })
        .from(datasets)
        .where(inArray(datasets.id, [...ids]));
      return byKeys(ids, rows, (row) => row.id, null);
    }),
  };
}
