import { graphql } from '../../gql';

/** Deletes reports, all or nothing (docs/product/reporting.md §7); the list refetches FlexibleReportsQuery. */
export const DestroyFlexibleReportsMutation = graphql(`
  mutation destroyFlexibleReports($reportIds: [ID!]!) {
    destroyFlexibleReports(reportIds: $reportIds) {
      destroyedIds
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** Copies a report with its dataset and charts; answers the copy's id. */
export const DuplicateFlexibleReportMutation = graphql(`
  mutation duplicateFlexibleReport($id: ID!, $clubId: ID!) {
    duplicateFlexibleReport(id: $id, clubId: $clubId) {
      id
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
