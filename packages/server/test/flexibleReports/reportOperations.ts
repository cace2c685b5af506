// Flexible Reporting's operations (docs/product/reporting.md §7), as the web app sends them.

const ERRORS = 'errors { path fullMessages }';

export const REPORT_FIELDS = `id title clubId startDate endDate dateFormat ownerName owner { id name }
  createdAt updatedAt datasetStatus dataset { id status startsAt endsAt }`;

export const CHART_FIELDS = `id lockVersion flexibleReportId title position displayDataLabels chartConfig sortConfig
  filters updatedAt`;

export const CURRENT_REPORT = `query CurrentReportQuery($id: ID!) {
  flexibleReport(id: $id) { ${REPORT_FIELDS} reportCharts(limit: 30, offset: 0) { ${CHART_FIELDS} } } }`;

export const REPORTS_LIST = `query FlexibleReportsQuery($id: ID!, $limit: Int, $offset: Int) {
  club(id: $id) { id flexibleReportsCount
    flexibleReports(limit: $limit, offset: $offset) { id title updatedAt datasetStatus ownerName } } }`;

export const CREATE_REPORT = `mutation ($attributes: FlexibleReportAttributes!) {
  createFlexibleReport(attributes: $attributes) { report { ${REPORT_FIELDS} } ${ERRORS} } }`;

export const UPDATE_REPORT = `mutation ($id: ID!, $attributes: FlexibleReportAttributes!) {
  updateFlexibleReport(id: $id, attributes: $attributes) { report { ${REPORT_FIELDS} } ${ERRORS} } }`;

export const DESTROY_REPORTS = `mutation ($reportIds: [ID!]!) {
  destroyFlexibleReports(reportIds: $reportIds) { destroyedIds ${ERRORS} } }`;

export const DUPLICATE_REPORT = `mutation ($id: ID!, $clubId: ID!) {
  duplicateFlexibleReport(id: $id, clubId: $clubId) { id report { ${REPORT_FIELDS}
    reportCharts { ${CHART_FIELDS} } } ${ERRORS} } }`;

export const CREATE_CHART = `mutation ($attributes: FlexibleReportChartAttributes!) {
  createFlexibleReportChart(attributes: $attributes) { reportChart { ${CHART_FIELDS} } ${ERRORS} } }`;

export const UPDATE_CHART = `mutation ($id: ID!, $attributes: FlexibleReportChartAttributes!) {
  updateFlexibleReportChart(id: $id, attributes: $attributes) { reportChart { ${CHART_FIELDS} } ${ERRORS} } }`;

export const MOVE_CHART = `mutation ($id: ID!, $position: Int!) {
  updateFlexibleReportChartPosition(id: $id, position: $position) { reportChart { ${CHART_FIELDS} } ${ERRORS} } }`;

export const DESTROY_CHARTS = `mutation ($chartIds: [ID!]!) {
  destroyFlexibleReportCharts(chartIds: $chartIds) { destroyedIds ${ERRORS} } }`;

export interface PayloadErrors {
  errors: { path: string[]; fullMessages: string[] }[];
}

export interface ReportAnswer {
  id: string;
  title: string;
  clubId: string;
  startDate: string;
  endDate: string;
  dateFormat: string;
  ownerName: string | null;
  owner: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  datasetStatus: string;
  reportCharts?: ChartAnswer[];
}

export interface ChartAnswer {
  id: string;
  lockVersion: number;
  flexibleReportId: string;
  title: string;
  position: number;
  displayDataLabels: boolean;
  chartConfig: Record<string, unknown>;
  sortConfig: unknown[];
  filters: Record<string, unknown>;
  updatedAt: string;
}

/** A weekly distance column chart, as the chart builder saves it. */
export const weeklyDistance = (overrides: Record<string, unknown> = {}) => ({
  cell_range: { columns: ['week_start_date', 'total_distance_m'] },
  chart_type: 'column',
  agg_func: 'sum',
  series_chart_types: [{ col_id: 'total_distance_m', chart_type: 'line', secondary_axis: false }],
  time_frame: 'weekly',
  ...overrides,
});
