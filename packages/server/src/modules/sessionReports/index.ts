export { hasUsableData } from './hasUsableData.js';
export type {
  AthleteGroupRow,
  AthleteMetricSetRow,
  MatchPeriodRow,
  ParticipationRow,
  SegmentRow,
  TeamMetricSetRow,
} from './sessionReportRows.js';
export {
  type SessionAthleteMetricSets,
  metricSetSummaryColumns,
  nameOrder,
} from './sessionReports.loaders.js';
export { storedTimedValues } from './storedSeries.js';
