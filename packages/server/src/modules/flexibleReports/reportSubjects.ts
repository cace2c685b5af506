import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { FlexibleReportChartRow, FlexibleReportRow } from './flexibleReportRows.js';
import { flexibleReportingOn } from './flexibleReportingGate.js';

/** The same answer for a report that does not exist, one of another club and one of a club without Flexible Reporting. */
export const reportNotFound = () => new TouchlineError('REPORT_NOT_FOUND');
export const reportChartNotFound = () => new TouchlineError('REPORT_CHART_NOT_FOUND');

/** A report, as the policy sees it (Show to read, Edit to change). */
export function reportSubject(reportId: string): Subject<FlexibleReportRow> {
  return {
    type: 'Report',
    find: async (access) => {
      const row = isUuid(reportId) ? await access.loaders.flexibleReportById.load(reportId) : null;
      return row && (await flexibleReportingOn(access, row.clubId)) ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: reportNotFound,
  };
}

/** A chart, as a part of its report. */
export function reportChartSubject(chartId: string): Subject<FlexibleReportChartRow> {
  return {
    type: 'Report',
    find: async (access) => {
      const row = isUuid(chartId) ? await access.loaders.reportChartById.load(chartId) : null;
      return row && (await flexibleReportingOn(access, row.clubId)) ? row : null;
    },
    factsOf: (row) => ({ id: row.flexibleReportId, clubId: row.clubId }),
    notFound: reportChartNotFound,
  };
}
