import { graphql } from '../../gql';

/** The dataset's table, as the charts aggregate it (docs/product/reporting.md §7 DatasetQuery and FetchDatasetQuery). */
export const DatasetTableFieldsFragmentDoc = graphql(`
  fragment DatasetTableFields on Dataset {
    id
    status
    startsAt
    endsAt
    csvTemplateId
    dateFormat
    rowCount
    columns {
      id
      name
      rows
      chartDataType
      color
      quantity
    }
  }
`);
