import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import { datasets } from '../../db/reportingSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { CreateDatasetAttributes, UpdateDatasetAttributes } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import {
  type DatasetParent,
  type DatasetRow,
  DATASET_ROW_FIELDS,
  createDataset,
  generateDatasetJob,
} from '../datasets/index.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { checkGridConfig, resolveNewDataset } from './datasetAttributes.js';
import type { DatasetTemplateRow } from './datasetTemplateRow.js';
import {
  csvBuilderOn,
  csvDatasetSubject,
  templateNotFound,
  templateSubject,
} from './csvBuilderSubjects.js';

/** The most datasets one FetchDatasetQuery may ask for (each may be large). */
export const MAX_DATASETS_PER_FETCH = 10;

/** A club's templates in the picker's order; none while the CSV Builder is off. */
export async function clubTemplates(
  ctx: GraphQLContext,
  ownerId: string,
): Promise<DatasetTemplateRow[]> {
  const club = await authorize(ctx.access, 'Index', inClub(ownerId, 'Report'));
  if (!(await csvBuilderOn(ctx.access, club.id))) return [];
  return ctx.loaders.datasetTemplatesByClubId.load(club.id);
}

/** A club's CSV Builder datasets (made from a template), newest first; none while it is off. */
export async function clubDatasets(ctx: GraphQLContext, clubId: string): Promise<DatasetRow[]> {
  const club = await authorize(ctx.access, 'Index', inClub(clubId, 'Report'));
  if (!(await csvBuilderOn(ctx.access, club.id))) return [];
  const rows = await ctx.db
    .select(DATASET_ROW_FIELDS)
    .from(datasets)
    .where(and(eq(datasets.clubId, club.id), isNotNull(datasets.csvTemplateId)))
    .orderBy(desc(datasets.createdAt), desc(datasets.id));
  for (const row of rows) ctx.loaders.datasetById.prime(row.id, row);
  return rows;
}

/**
 * docs/product/reporting.md §7 FetchDatasetQuery: the datasets in the order asked, all or
 * nothing: an id that cannot be found (unknown, another club's, a report's,
 * a club without the CSV Builder) answers NOT_FOUND for the whole query.
 */
export async function fetchDatasets(
  ctx: GraphQLContext,
  datasetIds: readonly string[],
): Promise<DatasetRow[]> {
  if (datasetIds.length > MAX_DATASETS_PER_FETCH)
    throw new TouchlineError('DATASETS_PER_FETCH', MAX_DATASETS_PER_FETCH);
  const settled = await Promise.allSettled(
    datasetIds.map((id) => authorize(ctx.access, 'Show', csvDatasetSubject(id))),
  );
  const refused = settled.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<DatasetRow>).value);
}

/** The template, when it is one of the club's (with the CSV Builder on); else null. */
async function clubTemplate(
  ctx: GraphQLContext,
  clubId: string,
  templateId: string,
): Promise<DatasetTemplateRow | null> {
  try {
    const template = await authorize(ctx.access, 'Show', templateSubject(templateId));
    return template.clubId === clubId ? template : null;
  } catch (failure) {
    if (TouchlineError.is(failure) && failure.code === 'DATASET_TEMPLATE_NOT_FOUND') return null;
    throw failure;
  }
}

/**
 * docs/product/reporting.md §7 CreateDataset: a dataset of one of the club's templates,
 * Generating, its job queued (woken after the commit); the template's date
 * format, the person's time zone. Staff only; nothing is stored when any
 * rule is broken.
 */
export async function createCsvDataset(
  ctx: GraphQLContext,
  attributes: CreateDatasetAttributes,
): Promise<Outcome<DatasetParent>> {
  if (!attributes.clubId.trim())
    return failed([{ path: ['clubId'], message: "Club can't be blank." }]);
  const club = await authorize(ctx.access, 'Create', inClub(attributes.clubId, 'Report'));
  const template = await clubTemplate(ctx, club.id, attributes.csvTemplateId);
  const { fields, issues } = resolveNewDataset(attributes);
  const { requestKey } = attributes;
  if (requestKey != null && !isUuid(requestKey))
    return failed([...issues, { path: ['requestKey'], message: 'Request key must be a UUID.' }]);
  if (!fields || !template) {
    const unknownTemplate = { path: ['csvTemplateId'], message: templateNotFound().message };
    return failed(template ? issues : [...issues, unknownTemplate]);
  }
  const dataset = await ctx.db.transaction((tx) =>
    createDataset(tx, {
      clubId: club.id,
      ownerPersonId: ctx.access.personId,
      title: fields.title,
      startsOn: fields.startDate,
      endsOn: fields.endDate,
      timeZone: ctx.timeZone,
      dateFormat: template.dateFormat,
      csvTemplateId: template.id,
      gridConfig: fields.gridConfig,
      requestKey,
    }),
  );
  // The answer says Generating, as stored: read before the worker can finish it.
  await ctx.loaders.datasetById.load(dataset.id);
  generateDatasetJob.wake(ctx.jobs);
  return done({ id: dataset.id });
}

/** docs/product/reporting.md §7 UpdateDataset: the grid layout, checked (at most 64 KB); staff only. */
export async function updateCsvDataset(
  ctx: GraphQLContext,
  id: string,
  attributes: UpdateDatasetAttributes,
): Promise<Outcome<DatasetParent>> {
  const dataset = await authorize(ctx.access, 'Edit', csvDatasetSubject(id));
  const { config, issues } = checkGridConfig(attributes.gridConfig);
  if (!config) return failed(issues);
  await ctx.db
    .update(datasets)
    .set({ gridConfig: config, updatedAt: sql`now()` })
    .where(eq(datasets.id, dataset.id));
  ctx.loaders.datasetById.clear(dataset.id);
  return done({ id: dataset.id });
}
