import type { Access } from '../../access/Access.js';
import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { DatasetRow } from './datasetRows.js';

/** One answer for a dataset that does not exist, one of another club and one of a club without the tools. */
export const datasetNotFound = () => new TouchlineError('DATASET_NOT_FOUND');

/**
 * Whether the club has the tool the dataset belongs to: a CSV Builder
 * dataset (made from a template) the CSV Builder (flexible_reporting); any
 * other either tool built on datasets, Flexible Reporting
 * (customer_flexible_reporting) or the CSV Builder. Without it the dataset
 * is no one's to see, as if it did not exist.
 */
export async function datasetsOn(
  access: Access,
  dataset: Pick<DatasetRow, 'clubId' | 'csvTemplateId'>,
): Promise<boolean> {
  const switches = await access.loaders.featureSwitchesByClubId.load(dataset.clubId);
  const csvBuilder = switches.get('flexible_reporting') ?? false;
  if (dataset.csvTemplateId !== null) return csvBuilder;
  return csvBuilder || (switches.get('customer_flexible_reporting') ?? false);
}

/** A dataset, as the policy sees it: part of the club's reporting ('Report'). */
export function datasetSubject(datasetId: string): Subject<DatasetRow> {
  return {
    type: 'Report',
    find: async (access) => {
      const row = isUuid(datasetId) ? await access.loaders.datasetById.load(datasetId) : null;
      return row && (await datasetsOn(access, row)) ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: datasetNotFound,
  };
}
