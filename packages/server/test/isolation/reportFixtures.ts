import type { Db } from '../../src/db/database.js';
import { datasets, flexibleReportCharts, flexibleReports } from '../../src/db/reportingSchema.js';
import type { GraphqlCase } from './graphqlFixtures.js';

/** A report of the victim club with a chart, on its own dataset. */
export async function seedVictimReport(db: Db, clubId: string) {
  const [dataset] = await db
    .insert(datasets)
    .values({
      clubId,
      title: 'Secret report data',
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
    })
    .returning();
  const [report] = await db
    .insert(flexibleReports)
    .values({ clubId, title: 'Secret report', datasetId: dataset!.id })
    .returning();
  const [chart] = await db
    .insert(flexibleReportCharts)
    .values({
      clubId,
      flexibleReportId: report!.id,
      title: 'Secret chart',
      position: 1,
      chartConfig: chartConfig(),
      sortConfig: [],
      filters: { athlete_name: { filterType: 'set', values: ['Secret athlete'] } },
    })
    .returning();
  return {
    ids: { reportId: report!.id, reportChartId: chart!.id },
    secrets: [dataset!.id, report!.id, chart!.id, 'Secret report', 'Secret chart'],
  };
}

const chartConfig = () => ({
  cell_range: { columns: ['athlete_name', 'total_distance_m'] },
  chart_type: 'column',
  agg_func: 'sum',
});

const REPORT_FIELDS = `id title clubId startDate endDate dateFormat ownerName owner { id name }
  createdAt updatedAt datasetStatus dataset { id status startsAt endsAt }
  reportCharts { id flexibleReportId title position chartConfig sortConfig filters }`;
const CHART_PAYLOAD = `reportChart { id flexibleReportId title position chartConfig filters }
  errors { path fullMessages }`;
const REPORT_PAYLOAD = `report { ${REPORT_FIELDS} } errors { path fullMessages }`;

const newChart = (reportId: string) => ({
  flexibleReportId: reportId,
  title: 'Taken over',
  chartConfig: chartConfig(),
  sortConfig: [],
  filters: {},
});

const DUPLICATE = `mutation ($id: ID!, $clubId: ID!) {
  duplicateFlexibleReport(id: $id, clubId: $clubId) { id ${REPORT_PAYLOAD} } }`;

/** Every report field that takes ids, called with the target's. */
export const REPORT_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Query.flexibleReport': [
    {
      covers: ['id'],
      query: `query ($id: ID!) { flexibleReport(id: $id) { ${REPORT_FIELDS} } }`,
      variables: (target) => ({ id: target.reportId }),
    },
  ],
  'Mutation.createFlexibleReport': [
    {
      covers: ['attributes.clubId'],
      query: `mutation ($attributes: FlexibleReportAttributes!) {
        createFlexibleReport(attributes: $attributes) { ${REPORT_PAYLOAD} } }`,
      variables: (target) => ({
        attributes: {
          clubId: target.clubId,
          title: 'Taken over',
          startDate: '2026-11-01',
          endDate: '2026-11-07',
        },
      }),
    },
  ],
  'Mutation.updateFlexibleReport': [
    {
      covers: ['id', 'attributes.clubId'],
      query: `mutation ($id: ID!, $attributes: FlexibleReportAttributes!) {
        updateFlexibleReport(id: $id, attributes: $attributes) { ${REPORT_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.reportId,
        attributes: { clubId: target.clubId, title: 'Taken over', startDate: '2026-10-01' },
      }),
    },
  ],
  'Mutation.destroyFlexibleReports': [
    {
      covers: ['reportIds'],
      query: `mutation ($reportIds: [ID!]!) {
        destroyFlexibleReports(reportIds: $reportIds) { destroyedIds errors { path fullMessages } } }`,
      variables: (target) => ({ reportIds: [target.reportId] }),
    },
  ],
  'Mutation.duplicateFlexibleReport': [
    {
      covers: ['id', 'clubId'],
      query: DUPLICATE,
      variables: (target) => ({ id: target.reportId, clubId: target.clubId }),
    },
    {
      covers: ['id'],
      query: DUPLICATE,
      variables: (target, own) => ({ id: target.reportId, clubId: own.clubId }),
    },
  ],
  'Mutation.createFlexibleReportChart': [
    {
      covers: ['attributes.flexibleReportId'],
      query: `mutation ($attributes: FlexibleReportChartAttributes!) {
        createFlexibleReportChart(attributes: $attributes) { ${CHART_PAYLOAD} } }`,
      variables: (target) => ({ attributes: newChart(target.reportId) }),
    },
  ],
  'Mutation.updateFlexibleReportChart': [
    {
      covers: ['id', 'attributes.flexibleReportId'],
      query: `mutation ($id: ID!, $attributes: FlexibleReportChartAttributes!) {
        updateFlexibleReportChart(id: $id, attributes: $attributes) { ${CHART_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.reportChartId,
        attributes: newChart(target.reportId),
      }),
    },
  ],
  'Mutation.updateFlexibleReportChartPosition': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) {
        updateFlexibleReportChartPosition(id: $id, position: 1) { ${CHART_PAYLOAD} } }`,
      variables: (target) => ({ id: target.reportChartId }),
    },
  ],
  'Mutation.destroyFlexibleReportCharts': [
    {
      covers: ['chartIds'],
      query: `mutation ($chartIds: [ID!]!) {
        destroyFlexibleReportCharts(chartIds: $chartIds) { destroyedIds errors { path fullMessages } } }`,
      variables: (target) => ({ chartIds: [target.reportChartId] }),
    },
  ],
};
