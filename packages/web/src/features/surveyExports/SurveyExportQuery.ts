import { graphql } from '../../gql';

/** The current club's surveys for the selector (docs/product/reporting.md §7), by title. */
export const SurveyExportQuery = graphql(`
  query SurveyExportQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      surveys {
        id
        title
      }
    }
  }
`);
