import { DATASET_COLUMN_DEFINITIONS, MAX_CHARTS_PER_REPORT } from '@touchline/domain';
import { and, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { flexibleReportCharts } from '../../db/reportingSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { FlexibleReportChartAttributes } from '../../generated/graphql.js';
import { resolveChartFields, type ChartFields } from './chartAttributes.js';
import type { FlexibleReportChartRow } from './flexibleReportRows.js';
import { lockReport, touchReport } from './flexibleReports.service.js';
import { authorizeEach, done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { reportChartNotFound, reportChartSubject, reportSubject } from './reportSubjects.js';

/**
 * What a chart of a report may name: its dataset's columns, which are the
 * catalogue's (every generation makes them all), so a chart is checked the
 * same way while its dataset is still Generating, without reading the table.
 */
const REPORT_COLUMNS = DATASET_COLUMN_DEFINITIONS;

function fieldsOf(row: FlexibleReportChartRow): ChartFields {
  return {
    title: row.title,
    chartConfig: row.chartConfig as ChartFields['chartConfig'],
    sortConfig: row.sortConfig as ChartFields['sortConfig'],
    filters: row.filters as ChartFields['filters'],
    displayDataLabels: row.displayDataLabels,
  };
}

/** docs/product/reporting.md §7 createFlexibleReportChart: at most 30 charts, a new one last. */
export async function createChart(
  ctx: GraphQLContext,
  attributes: FlexibleReportChartAttributes,
): Promise<Outcome<FlexibleReportChartRow>> {
  if (!attributes.flexibleReportId?.trim())
    return failed([
      { path: ['attributes', 'flexibleReportId'], message: "Report can't be blank." },
    ]);
  const report = await authorize(ctx.access, 'Edit', reportSubject(attributes.flexibleReportId));
  const { fields, issues } = resolveChartFields(attributes, null, {
    columns: REPORT_COLUMNS,
    now: new Date(),
    timeZone: ctx.timeZone,
  });
  if (!fields) return failed(issues);
  const chart = await ctx.db.transaction(async (tx) => {
    await lockReport(tx, report.id);
    const [charts] = await tx
      .select({ total: count() })
      .from(flexibleReportCharts)
      .where(eq(flexibleReportCharts.flexibleReportId, report.id));
    const total = charts?.total ?? 0;
    if (total >= MAX_CHARTS_PER_REPORT)
      throw new TouchlineError('REPORT_CHART_LIMIT', MAX_CHARTS_PER_REPORT);
    const [row] = await tx
      .insert(flexibleReportCharts)
      .values({
        ...fields,
        clubId: report.clubId,
        flexibleReportId: report.id,
        position: total + 1,
      })
      .returning();
    await touchReport(tx, report.id);
    return row!;
  });
  forgetCharts(ctx, [chart]);
  return done(chart);
}

/** docs/product/reporting.md §7 updateFlexibleReportChart: only the fields given change. */
export async function updateChart(
  ctx: GraphQLContext,
  id: string,
  attributes: FlexibleReportChartAttributes,
): Promise<Outcome<FlexibleReportChartRow>> {
  const chart = await authorize(ctx.access, 'Edit', reportChartSubject(id));
  if (attributes.flexibleReportId != null && attributes.flexibleReportId !== chart.flexibleReportId)
    return failed([
      {
        path: ['attributes', 'flexibleReportId'],
        message: 'A chart cannot move to another report.',
      },
    ]);
  const report = await ctx.loaders.flexibleReportById.load(chart.flexibleReportId);
  if (!report) throw reportChartNotFound();
  const { fields, issues } = resolveChartFields(attributes, fieldsOf(chart), {
    columns: REPORT_COLUMNS,
    now: new Date(),
    timeZone: ctx.timeZone,
  });
  if (!fields) return failed(issues);
  // Compared in the update itself: of two saves from the same version, the second changes nothing.
  const expected = attributes.lockVersion ?? null;
  const updated = await ctx.db.transaction(async (tx) => {
    await lockReport(tx, report.id);
    const [row] = await tx
      .update(flexibleReportCharts)
      .set({
        ...fields,
        lockVersion: sql`${flexibleReportCharts.lockVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(flexibleReportCharts.id, chart.id),
          expected === null ? undefined : eq(flexibleReportCharts.lockVersion, expected),
        ),
      )
      .returning();
    if (!row && expected !== null) return null;
    if (!row) throw reportChartNotFound();
    await touchReport(tx, report.id);
    return row;
  });
  if (!updated) {
    const { message } = new TouchlineError('CHART_CHANGED_ELSEWHERE');
    return failed([{ path: ['attributes', 'lockVersion'], message }]);
  }
  forgetCharts(ctx, [updated]);
  return done(updated);
}

/**
 * docs/product/reporting.md §7 updateFlexibleReportChartPosition: the chart moves to a 1-based
 * position and the charts between close up. The report is locked, so moves
 * at once never leave a gap or two charts at one position.
 */
export async function moveChart(
  ctx: GraphQLContext,
  id: string,
  position: number,
): Promise<Outcome<FlexibleReportChartRow>> {
  const chart = await authorize(ctx.access, 'Edit', reportChartSubject(id));
  const moved = await ctx.db.transaction(async (tx) => {
    await lockReport(tx, chart.flexibleReportId);
    const [current] = await tx
      .select()
      .from(flexibleReportCharts)
      .where(eq(flexibleReportCharts.id, chart.id));
    if (!current) throw reportChartNotFound();
    const [charts] = await tx
      .select({ total: count() })
      .from(flexibleReportCharts)
      .where(eq(flexibleReportCharts.flexibleReportId, current.flexibleReportId));
    const last = charts?.total ?? 0;
    if (!Number.isInteger(position) || position < 1 || position > last)
      return new TouchlineError('REPORT_CHART_POSITION', last);
    if (position === current.position) return current;
    const from = current.position;
    const inReport = eq(flexibleReportCharts.flexibleReportId, current.flexibleReportId);
    await tx
      .update(flexibleReportCharts)
      .set({ position: position > from ? sql`position - 1` : sql`position + 1` })
      .where(
        position > from
          ? and(
              inReport,
              gt(flexibleReportCharts.position, from),
              lte(flexibleReportCharts.position, position),
            )
          : and(
              inReport,
              gte(flexibleReportCharts.position, position),
              lt(flexibleReportCharts.position, from),
            ),
      );
    const [row] = await tx
      .update(flexibleReportCharts)
      .set({ position, updatedAt: sql`now()` })
      .where(eq(flexibleReportCharts.id, current.id))
      .returning();
    await touchReport(tx, current.flexibleReportId);
    return row!;
  });
  // Out of range: nothing was written.
  if (moved instanceof TouchlineError)
    return failed([{ path: ['position'], message: moved.message }]);
  forgetCharts(ctx, [moved]);
  return done(moved);
}

/** Positions 1..n again, in their order, after charts of the report were deleted. */
async function closeUp(tx: Db, reportId: string): Promise<void> {
  await tx.execute(sql`
    update flexible_report_charts c set position = ranked.position
      from (select id, row_number() over (order by position, created_at, id)::int as position
              from flexible_report_charts where flexible_report_id = ${reportId}) ranked
     where c.id = ranked.id and c.position <> ranked.position`);
}

/** docs/product/reporting.md §7 destroyFlexibleReportCharts: all or nothing; the remaining charts close up. */
export async function destroyCharts(
  ctx: GraphQLContext,
  chartIds: readonly string[],
): Promise<Outcome<string[]>> {
  const { rows: charts, issues } = await authorizeEach(chartIds, 'chartIds', (id) =>
    authorize(ctx.access, 'Edit', reportChartSubject(id)),
  );
  if (issues.length > 0) return failed(issues);
  const ids = [...new Set(charts.map((chart) => chart.id))];
  if (ids.length === 0) return done([]);
  // Locked in one order, so two deletions across the same reports never wait on each other.
  const reportIds = [...new Set(charts.map((chart) => chart.flexibleReportId))].sort();
  await ctx.db.transaction(async (tx) => {
    for (const reportId of reportIds) await lockReport(tx, reportId);
    await tx.delete(flexibleReportCharts).where(inArray(flexibleReportCharts.id, ids));
    for (const reportId of reportIds) {
      await closeUp(tx, reportId);
      await touchReport(tx, reportId);
    }
  });
  forgetCharts(ctx, charts);
  return done(ids);
}

/** The request's loaders read the charts and their reports afresh. */
function forgetCharts(ctx: GraphQLContext, charts: readonly FlexibleReportChartRow[]) {
  for (const chart of charts) {
    ctx.loaders.reportChartById.clear(chart.id);
    ctx.loaders.reportChartsByReportId.clear(chart.flexibleReportId);
    ctx.loaders.flexibleReportById.clear(chart.flexibleReportId);
  }
}
