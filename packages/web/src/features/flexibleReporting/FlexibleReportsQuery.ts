import { graphql } from '../../gql';

/** The reports list: one page of the club's reports, most recently modified first (docs/product/reporting.md §7). */
export const FlexibleReportsQuery = graphql(`
  query FlexibleReportsQuery($id: ID!, $limit: Int!, $offset: Int!) {
    club(id: $id) {
      id
      flexibleReportsCount
      flexibleReports(limit: $limit, offset: $offset) {
        id
        title
        updatedAt
        datasetStatus
        ownerName
      }
    }
  }
`);
