import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { datasets, flexibleReportCharts, flexibleReports } from '../../db/reportingSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { FlexibleReportAttributes } from '../../generated/graphql.js';
import {
  copyDataset,
  createDataset,
  regenerateDataset,
  generateDatasetJob,
} from '../datasets/index.js';
import type { FlexibleReportRow } from './flexibleReportRows.js';
import { flexibleReportingOn } from './flexibleReportingGate.js';
import { MAX_REPORT_TITLE_LENGTH, resolveReportFields } from './reportAttributes.js';
import { authorizeEach, done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { reportNotFound, reportSubject } from './reportSubjects.js';

/** The most a page of the reports list holds. */
export const MAX_REPORTS_PAGE = 100;

/** The report row, locked until the transaction ends: chart moves and counts see one order. */
export async function lockReport(tx: Db, reportId: string): Promise<FlexibleReportRow> {
  const [row] = await tx
    .select()
    .from(flexibleReports)
    .where(eq(flexibleReports.id, reportId))
    .for('update');
  if (!row) throw reportNotFound();
  return row;
}

/** Marks the report changed now (the list's 'Last modified'). */
export async function touchReport(tx: Db, reportId: string): Promise<void> {
  await tx
    .update(flexibleReports)
    .set({ updatedAt: sql`now()` })
    .where(eq(flexibleReports.id, reportId));
}

/** A page of the club's reports, most recently changed first; none while Flexible Reporting is off. */
export async function clubReportsPage(
  ctx: GraphQLContext,
  clubId: string,
  page: { limit: number; offset: number },
): Promise<FlexibleReportRow[]> {
  const club = await authorize(ctx.access, 'Index', inClub(clubId, 'Report'));
  if (!(await flexibleReportingOn(ctx.access, club.id))) return [];
  const rows = await ctx.db
    .select()
    .from(flexibleReports)
    .where(eq(flexibleReports.clubId, club.id))
    .orderBy(desc(flexibleReports.updatedAt), desc(flexibleReports.id))
    .limit(page.limit)
    .offset(page.offset);
  for (const row of rows) ctx.loaders.flexibleReportById.prime(row.id, row);
  return rows;
}

/** A club the viewer may make reports in, with Flexible Reporting on. */
async function reportingClub(ctx: GraphQLContext, clubId: string) {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'Report'));
  if (!(await flexibleReportingOn(ctx.access, club.id)))
    throw new TouchlineError('FLEXIBLE_REPORTING_OFF');
  return club;
}

/** docs/product/reporting.md §7 createFlexibleReport: the report and its dataset (queued) in one transaction. */
export async function createReport(
  ctx: GraphQLContext,
  attributes: FlexibleReportAttributes,
): Promise<Outcome<FlexibleReportRow>> {
  if (!attributes.clubId?.trim())
    return failed([{ path: ['attributes', 'clubId'], message: "Club can't be blank." }]);
  const club = await reportingClub(ctx, attributes.clubId);
  const { fields, issues } = resolveReportFields(attributes, null);
  if (!fields) return failed(issues);
  const ownerPersonId = ctx.access.personId;
  const report = await ctx.db.transaction(async (tx) => {
    const dataset = await createDataset(tx, {
      clubId: club.id,
      ownerPersonId,
      title: fields.title,
      startsOn: fields.startDate,
      endsOn: fields.endDate,
      timeZone: ctx.timeZone,
      dateFormat: fields.dateFormat,
    });
    const [row] = await tx
      .insert(flexibleReports)
      .values({ clubId: club.id, ownerPersonId, title: fields.title, datasetId: dataset.id })
      .returning();
    return row!;
  });
  generateDatasetJob.wake(ctx.jobs);
  return done(report);
}

/** docs/product/reporting.md §7 updateFlexibleReport: a new title keeps the dataset, new dates regenerate it. */
export async function updateReport(
  ctx: GraphQLContext,
  id: string,
  attributes: FlexibleReportAttributes,
): Promise<Outcome<FlexibleReportRow>> {
  const report = await authorize(ctx.access, 'Edit', reportSubject(id));
  if (attributes.clubId != null && attributes.clubId !== report.clubId)
    return failed([
      { path: ['attributes', 'clubId'], message: 'A report cannot move to another club.' },
    ]);
  const dataset = await ctx.loaders.datasetById.load(report.datasetId);
  if (!dataset) throw new Error(`Report ${report.id} has no dataset`);
  const current = {
    title: report.title,
    startDate: dataset.startsOn,
    endDate: dataset.endsOn,
    dateFormat: dataset.dateFormat,
  };
  const { fields, issues } = resolveReportFields(attributes, current);
  if (!fields) return failed(issues);
  const newRange = fields.startDate !== current.startDate || fields.endDate !== current.endDate;
  const updated = await ctx.db.transaction(async (tx) => {
    await lockReport(tx, report.id);
    const [row] = await tx
      .update(flexibleReports)
      .set({ title: fields.title, updatedAt: sql`now()` })
      .where(eq(flexibleReports.id, report.id))
      .returning();
    await tx
      .update(datasets)
      .set({ title: fields.title, dateFormat: fields.dateFormat })
      .where(eq(datasets.id, report.datasetId));
    if (newRange)
      await regenerateDataset(tx, report.datasetId, {
        startsOn: fields.startDate,
        endsOn: fields.endDate,
        timeZone: ctx.timeZone,
      });
    return row!;
  });
  if (newRange) generateDatasetJob.wake(ctx.jobs);
  ctx.loaders.datasetById.clear(report.datasetId);
  ctx.loaders.flexibleReportById.clear(report.id).prime(report.id, updated);
  return done(updated);
}

/**
 * docs/product/reporting.md §7 destroyFlexibleReports: all or nothing. An id that cannot be
 * found (unknown, another club's, a club without Flexible Reporting) is
 * answered the same way, and nothing is deleted.
 */
export async function destroyReports(
  ctx: GraphQLContext,
  reportIds: readonly string[],
): Promise<Outcome<string[]>> {
  const { rows: reports, issues } = await authorizeEach(reportIds, 'reportIds', (id) =>
    authorize(ctx.access, 'Edit', reportSubject(id)),
  );
  if (issues.length > 0) return failed(issues);
  const unique = [...new Map(reports.map((report) => [report.id, report])).values()];
  if (unique.length === 0) return done([]);
  // The dataset is the report's own: deleting it deletes the report and its charts.
  await ctx.db.delete(datasets).where(
    inArray(
      datasets.id,
      unique.map((report) => report.datasetId),
    ),
  );
  for (const report of unique) ctx.loaders.flexibleReportById.clear(report.id);
  return done(unique.map((report) => report.id));
}

/** 'Copy of …', within the title's length. */
export function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, MAX_REPORT_TITLE_LENGTH);
}

/**
 * docs/product/reporting.md §7 duplicateFlexibleReport: the report, its dataset (a Completed
 * table copied as it is) and its charts, owned by the person who asked.
 */
export async function duplicateReport(
  ctx: GraphQLContext,
  id: string,
  clubId: string,
): Promise<Outcome<FlexibleReportRow>> {
  const report = await authorize(ctx.access, 'Create', reportSubject(id));
  if (clubId !== report.clubId)
    return failed([{ path: ['clubId'], message: "Club must be the report's club." }]);
  const ownerPersonId = ctx.access.personId;
  const copy = await ctx.db.transaction(async (tx) => {
    const source = await lockReport(tx, report.id);
    const title = copyTitle(source.title);
    const dataset = await copyDataset(tx, source.datasetId, { title, ownerPersonId });
    const [row] = await tx
      .insert(flexibleReports)
      .values({ clubId: source.clubId, ownerPersonId, title, datasetId: dataset.id })
      .returning();
    const charts = await tx
      .select()
      .from(flexibleReportCharts)
      .where(
        and(
          eq(flexibleReportCharts.flexibleReportId, source.id),
          eq(flexibleReportCharts.clubId, source.clubId),
        ),
      );
    if (charts.length > 0)
      await tx.insert(flexibleReportCharts).values(
        charts.map(({ id: _id, createdAt: _c, updatedAt: _u, ...chart }) => ({
          ...chart,
          flexibleReportId: row!.id,
        })),
      );
    return row!;
  });
  generateDatasetJob.wake(ctx.jobs);
  return done(copy);
}
