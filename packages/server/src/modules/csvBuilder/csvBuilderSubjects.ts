import type { Access } from '../../access/Access.js';
import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import { type DatasetRow, datasetNotFound, datasetsOn } from '../datasets/index.js';
import type { DatasetTemplateRow } from './datasetTemplateRow.js';

/**
 * Whether the club has the CSV Builder (docs/product/shell-and-sessions.md: its flexible_reporting
 * switch): a club without it has no templates and no CSV datasets to
 * anyone, as if none existed.
 */
export async function csvBuilderOn(access: Access, clubId: string): Promise<boolean> {
  const switches = await access.loaders.featureSwitchesByClubId.load(clubId);
  return switches.get('flexible_reporting') ?? false;
}

/** The same answer for a template that does not exist, one of another club and one of a club without the CSV Builder. */
export const templateNotFound = () => new TouchlineError('DATASET_TEMPLATE_NOT_FOUND');

/** A template, as the policy sees it: part of the club's reporting. */
export function templateSubject(templateId: string): Subject<DatasetTemplateRow> {
  return {
    type: 'Report',
    find: async (access) => {
      const row = isUuid(templateId)
        ? await access.loaders.datasetTemplateById.load(templateId)
        : null;
      return row && (await csvBuilderOn(access, row.clubId)) ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: templateNotFound,
  };
}

/** A CSV Builder dataset (one made from a template): a report's dataset is not one. */
export function csvDatasetSubject(datasetId: string): Subject<DatasetRow> {
  return {
    type: 'Report',
    find: async (access) => {
      const row = isUuid(datasetId) ? await access.loaders.datasetById.load(datasetId) : null;
      return row && row.csvTemplateId !== null && (await datasetsOn(access, row)) ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: datasetNotFound,
  };
}
