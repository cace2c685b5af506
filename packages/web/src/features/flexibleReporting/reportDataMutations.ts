import { graphql } from '../../gql';

/** Creates a report and queues its dataset (docs/product/reporting.md §7). */
export const CreateFlexibleReportMutation = graphql(`
  mutation createFlexibleReport($attributes: FlexibleReportAttributes!) {
    createFlexibleReport(attributes: $attributes) {
      report {
        id
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** Renames a report or changes its dates (which regenerates its dataset). */
export const UpdateFlexibleReportMutation = graphql(`
  mutation updateFlexibleReport($id: ID!, $attributes: FlexibleReportAttributes!) {
    updateFlexibleReport(id: $id, attributes: $attributes) {
      report {
        id
        title
        startDate
        endDate
        dateFormat
        updatedAt
        dataset {
          id
          status
        }
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
