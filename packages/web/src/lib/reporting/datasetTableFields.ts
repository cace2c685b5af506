import type { DatasetTable } from '@touchline/domain';
import { graphql } from '../../gql';
import type { DatasetTableFieldsFragment } from '../../gql/graphql';

/**
 * What the charts read of a dataset beside its table (docs/product/reporting.md §7 DatasetQuery);
 * the table itself comes from the Arrow route (fetchDatasetTable).
 */
export const DatasetTableFieldsFragmentDoc = graphql(`
  fragment DatasetTableFields on Dataset {
    id
    status
    startsAt
    endsAt
    csvTemplateId
    dateFormat
    rowCount
  }
`);

/** A Completed dataset with its table, as Flexible Reporting's charts draw it. */
export type ReportDataset = DatasetTableFieldsFragment & { table: DatasetTable };
