import { MAX_CHARTS_PER_REPORT } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { Resolvers } from '../../generated/graphql.js';
import type { FlexibleReportRow } from './flexibleReportRows.js';
import {
  clubReportsPage,
  createReport,
  MAX_REPORTS_PAGE,
  destroyReports,
  duplicateReport,
  updateReport,
} from './flexibleReports.service.js';
import { createChart, destroyCharts, moveChart, updateChart } from './reportCharts.service.js';
import { payload } from '../../errors/mutationOutcome.js';
import { reportSubject } from './reportSubjects.js';

async function datasetOf(ctx: GraphQLContext, report: FlexibleReportRow) {
  const dataset = await ctx.loaders.datasetById.load(report.datasetId);
  if (!dataset) throw new Error(`Report ${report.id} has no dataset`);
  return dataset;
}

/** A page's bounds: the limit capped at `max`, neither below 0. */
function page(limit: number | null | undefined, offset: number | null | undefined, max: number) {
  if ((offset ?? 0) < 0) throw new TouchlineError('NEGATIVE_OFFSET');
  if ((limit ?? 0) < 0) throw new TouchlineError('NEGATIVE_LIMIT');
  return { limit: Math.min(limit ?? max, max), offset: offset ?? 0 };
}

export const flexibleReportsResolvers: Resolvers = {
  Query: {
    flexibleReport: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', reportSubject(id)),
  },
  Club: {
    flexibleReports: (club, { limit, offset }, ctx) =>
      clubReportsPage(ctx, club.id, page(limit, offset, MAX_REPORTS_PAGE)),
  },
  FlexibleReport: {
    startDate: async (report, _args, ctx) => (await datasetOf(ctx, report)).startsOn,
    endDate: async (report, _args, ctx) => (await datasetOf(ctx, report)).endsOn,
    dateFormat: async (report, _args, ctx) => (await datasetOf(ctx, report)).dateFormat,
    datasetStatus: async (report, _args, ctx) => (await datasetOf(ctx, report)).status,
    // The report's own dataset: whoever may see the report may see it.
    dataset: (report) => ({ id: report.datasetId }),
    owner: (report, _args, ctx) =>
      report.ownerPersonId ? ctx.loaders.personById.load(report.ownerPersonId) : null,
    ownerName: async (report, _args, ctx) =>
      report.ownerPersonId
        ? ((await ctx.loaders.personById.load(report.ownerPersonId))?.name ?? null)
        : null,
    createdAt: (report) => report.createdAt.toISOString(),
    updatedAt: (report) => report.updatedAt.toISOString(),
    reportCharts: async (report, { limit, offset }, ctx) => {
      const range = page(limit, offset, MAX_CHARTS_PER_REPORT);
      const charts = await ctx.loaders.reportChartsByReportId.load(report.id);
      return charts.slice(range.offset, range.offset + range.limit);
    },
  },
  FlexibleReportChart: {
    updatedAt: (chart) => chart.updatedAt.toISOString(),
  },
  Mutation: {
    createFlexibleReport: (_parent, { attributes }, ctx) =>
      payload('report', ['attributes', 'clubId'], () => createReport(ctx, attributes)),
    updateFlexibleReport: (_parent, { id, attributes }, ctx) =>
      payload('report', ['id'], () => updateReport(ctx, id, attributes)),
    destroyFlexibleReports: async (_parent, { reportIds }, ctx) => {
      const answer = await payload('destroyedIds', ['reportIds'], () =>
        destroyReports(ctx, reportIds),
      );
      return { destroyedIds: answer.destroyedIds ?? [], errors: answer.errors };
    },
    duplicateFlexibleReport: async (_parent, { id, clubId }, ctx) => {
      const answer = await payload('report', ['id'], () => duplicateReport(ctx, id, clubId));
      return { ...answer, id: answer.report?.id ?? null };
    },
    createFlexibleReportChart: (_parent, { attributes }, ctx) =>
      payload('reportChart', ['attributes', 'flexibleReportId'], () =>
        createChart(ctx, attributes),
      ),
    updateFlexibleReportChart: (_parent, { id, attributes }, ctx) =>
      payload('reportChart', ['id'], () => updateChart(ctx, id, attributes)),
    updateFlexibleReportChartPosition: (_parent, { id, position }, ctx) =>
      payload('reportChart', ['id'], () => moveChart(ctx, id, position)),
    destroyFlexibleReportCharts: async (_parent, { chartIds }, ctx) => {
      const answer = await payload('destroyedIds', ['chartIds'], () =>
        destroyCharts(ctx, chartIds),
      );
      return { destroyedIds: answer.destroyedIds ?? [], errors: answer.errors };
    },
  },
};
